import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  RATINGS,
  type Order,
  type RatingFilter,
  type ResolvedOrder,
  type ViewId,
} from './review-views';

interface ReviewsControlsProps {
  view: ViewId;
  order: ResolvedOrder;
  customer: string;
  rating: RatingFilter;
  onChange: (patch: { order?: Order; customer?: string; rating?: RatingFilter }) => void;
}

const ORDER_LABELS: Record<ResolvedOrder, string> = {
  deadline: 'Soonest deadline first',
  newest: 'Newest first',
  oldest: 'Oldest first',
};

const isRating = (value: string | null): value is RatingFilter =>
  RATINGS.some((rating) => rating === value);

/**
 * Typed into local state and written to the URL a moment later: a router navigation per
 * keystroke would lag behind the caret (as the listings search does).
 */
function CustomerSearch({
  initial,
  onSearch,
}: {
  initial: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(initial);
  const commit = useDebouncedCallback(onSearch, { delay: 250, flushOnUnmount: true });
  return (
    <TextInput
      label="Customer"
      placeholder="Part of a name"
      type="search"
      leftSection={<IconSearch size={14} aria-hidden />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      w={220}
    />
  );
}

/** Find a customer, keep one rating, and choose the order; all kept in the URL. */
export function ReviewsControls({ view, order, customer, rating, onChange }: ReviewsControlsProps) {
  const orders: ResolvedOrder[] =
    view === 'needs-reply' ? ['deadline', 'newest', 'oldest'] : ['newest', 'oldest'];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
      <CustomerSearch initial={customer} onSearch={(text) => onChange({ customer: text })} />
      <Select
        label="Rating"
        data={RATINGS.map((value) => ({
          value,
          label: value === 'any' ? 'Any rating' : `${value} star${value === '1' ? '' : 's'}`,
        }))}
        value={rating}
        onChange={(next) => isRating(next) && onChange({ rating: next })}
        allowDeselect={false}
        w={140}
      />
      <Select
        label="Order"
        data={orders.map((value) => ({ value, label: ORDER_LABELS[value] }))}
        value={order}
        onChange={(next) => {
          const chosen = orders.find((value) => value === next);
          if (chosen) onChange({ order: chosen });
        }}
        allowDeselect={false}
        w={210}
      />
    </Group>
  );
}
