import { Group } from '@mantine/core';
import { PlainNativeSelect } from '../../components/plain-input';
import { CustomerFilter } from '../../components/search-input';
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

/** Find a customer, keep one rating, and choose the order; all kept in the URL. */
export function ReviewsControls({ view, order, customer, rating, onChange }: ReviewsControlsProps) {
  const orders: ResolvedOrder[] =
    view === 'needs-reply' ? ['deadline', 'newest', 'oldest'] : ['newest', 'oldest'];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" mb="sm">
      <CustomerFilter value={customer} onChange={(text) => onChange({ customer: text })} />
      <PlainNativeSelect
        label="Rating"
        data={RATINGS.map((value) => ({
          value,
          label: value === 'any' ? 'Any rating' : `${value} star${value === '1' ? '' : 's'}`,
        }))}
        value={rating}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (isRating(next)) onChange({ rating: next });
        }}
        w={140}
      />
      <PlainNativeSelect
        label="Order"
        data={orders.map((value) => ({ value, label: ORDER_LABELS[value] }))}
        value={order}
        onChange={(event) => {
          const chosen = orders.find((value) => value === event.currentTarget.value);
          if (chosen) onChange({ order: chosen });
        }}
        w={210}
      />
    </Group>
  );
}
