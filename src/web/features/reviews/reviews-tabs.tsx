import { Badge, Group, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ReviewsResult } from '../../../contract/reviews';
import { formatCount } from '../../lib/format';
import { CLOSING_SOON, REVIEW_VIEWS, VIEW_IDS, type ViewId } from './review-views';

interface ReviewsTabsProps {
  result: ReviewsResult;
  /** Reviews closing within two days; undefined while they load. */
  closingSoon: string | undefined;
  view: ViewId;
  onView: (view: ViewId) => void;
  /** Shown beside the tabs, e.g. the order. */
  actions?: ReactNode;
  /** The active view's content. */
  children: ReactNode;
}

const isView = (value: string | null): value is ViewId => VIEW_IDS.some((id) => id === value);

/** The four views with their counts from the upstream. */
export function ReviewsTabs({
  result,
  closingSoon,
  view,
  onView,
  actions,
  children,
}: ReviewsTabsProps) {
  const tabs = [
    ...REVIEW_VIEWS.map((item) => ({
      ...item,
      badge: formatCount(result[item.count]),
      urgent: false,
    })),
    { ...CLOSING_SOON, badge: closingSoon ?? '…', urgent: true },
  ];
  return (
    <Tabs value={view} onChange={(next) => isView(next) && onView(next)} keepMounted={false}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm" mb="sm">
        <Tabs.List>
          {tabs.map((item) => (
            <Tabs.Tab
              key={item.id}
              value={item.id}
              rightSection={
                <Badge
                  size="sm"
                  variant="light"
                  color={item.urgent && item.badge !== '0' ? 'orange' : 'gray'}
                  c="var(--mantine-color-text)"
                >
                  {item.badge}
                </Badge>
              }
            >
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {actions}
      </Group>
      {tabs.map((item) => (
        <Tabs.Panel key={item.id} value={item.id}>
          {item.id === view && children}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
