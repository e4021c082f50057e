import { paths } from './paths';

export interface PageHeading {
  title: string;
  description: string;
}

/**
 * Each page's heading, as data: the page draws it (`PageHeader`), and so do the page the server
 * sends for its address (`scripts/route-pages.ts`) and the shell's placeholder, so the heading is
 * on screen, in its place, from the first paint while the page's code and data load.
 */
export const PAGE_HEADINGS = {
  [paths.portfolio]: {
    title: 'Portfolio',
    description:
      'Every client over the same dates and channels, largest money left on the table first.',
  },
  [paths.listings]: {
    title: 'Listings',
    description: 'Every listing of the client, its brand and where it is active.',
  },
  [paths.reviews]: {
    title: 'Reviews',
    description:
      'What customers said about their orders, on the marketplaces and the review site, and your replies.',
  },
  [paths.orders]: {
    title: 'Orders',
    description:
      'Every order in the range, newest first unless sorted, with its money from subtotal to payout.',
  },
  [paths.disputes]: {
    title: 'Disputes',
    description: 'Orders that carry an error charge, their disputes and what they won back.',
  },
  [paths.autoDispute]: {
    title: 'Auto-dispute',
    description: 'Which error charges are disputed automatically, for which stores.',
  },
  [paths.finance]: {
    title: 'Finance',
    description: 'Reconcile revenue, deductions, tax and payouts, store by store.',
  },
  // The statement names its month and client once they are known; this is drawn until then.
  [paths.statement]: {
    title: 'Statement',
    description:
      'Every store and marketplace of the client for one month: what was sold, what was deducted, the tax and the payouts, ready to print.',
  },
} as const satisfies Record<string, PageHeading>;

/** The heading of the page at `pathname` (the app's start is the portfolio), if it has a fixed one. */
export function pageHeadingOf(pathname: string): PageHeading | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const key = path === paths.home ? paths.portfolio : path;
  return Object.hasOwn(PAGE_HEADINGS, key)
    ? PAGE_HEADINGS[key as keyof typeof PAGE_HEADINGS]
    : undefined;
}
