import {
  IconBuildingStore,
  IconGavel,
  IconLayoutDashboard,
  IconMessageStar,
  IconReceipt,
  IconReportMoney,
  IconRobot,
  type Icon,
} from '@tabler/icons-react';
import { paths } from '../lib/paths';

export interface Area {
  label: string;
  path: string;
  icon: Icon;
}

/** The navigation, as data: one entry per area, in menu order. */
export const AREAS: readonly Area[] = [
  { label: 'Portfolio', path: paths.portfolio, icon: IconLayoutDashboard },
  { label: 'Listings', path: paths.listings, icon: IconBuildingStore },
  { label: 'Reviews', path: paths.reviews, icon: IconMessageStar },
  { label: 'Orders', path: paths.orders, icon: IconReceipt },
  { label: 'Disputes', path: paths.disputes, icon: IconGavel },
  { label: 'Auto-dispute', path: paths.autoDispute, icon: IconRobot },
  { label: 'Finance', path: paths.finance, icon: IconReportMoney },
];
