import { Badge, Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { REVIEW_VIEWS, VIEW_IDS, viewOf, type ViewId } from './review-views';

interface ReviewsTabsProps {
  /** Each view's count as shown ('…' while loading). */
  badge: (view: ViewId) => string;
  view: ViewId;
  onView: (view: ViewId) => void;
  /** Shown under the tabs: the order and the filters. */
  controls: ReactNode;
  /** The active view's content. */
  children: ReactNode;
}

const isView = (value: string | null): value is ViewId => VIEW_IDS.some((id) => id === value);

/** The views with their counts, what the chosen one holds, and its controls. */
export function ReviewsTabs({ badge, view, onView, controls, children }: ReviewsTabsProps) {
  return (
    <Tabs value={view} onChange={(next) => isView(next) && onView(next)} keepMounted={false}>
      <Tabs.List mb="sm">
        {REVIEW_VIEWS.map((item) => (
          <Tabs.Tab
            key={item.id}
            value={item.id}
            rightSection={
              <Badge
                size="sm"
                variant="light"
                color={item.id === 'needs-reply' && badge(item.id) !== '0' ? 'orange' : 'gray'}
                c="var(--mantine-color-text)"
              >
                {badge(item.id)}
              </Badge>
            }
          >
            {item.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {REVIEW_VIEWS.map((item) => (
        <Tabs.Panel key={item.id} value={item.id}>
          {item.id === view && (
            <>
              <Text size="sm" c="dimmed" mb="sm">
                {viewOf(view).description}
              </Text>
              {controls}
              {children}
            </>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
