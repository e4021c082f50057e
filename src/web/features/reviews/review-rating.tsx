import {
  IconHeartFilled,
  IconStar,
  IconStarFilled,
  IconThumbDownFilled,
  IconThumbUpFilled,
} from '@tabler/icons-react';
import type { Review } from '../../../contract/reviews';
import { STAR_VALUES } from '../../../contract/constants';
import classes from './review-card.module.css';

const BUTTONS = {
  THUMBS_DOWN: {
    label: 'Thumbs down',
    Icon: IconThumbDownFilled,
    color: 'var(--mantine-color-red-8)',
  },
  THUMBS_UP: { label: 'Thumbs up', Icon: IconThumbUpFilled, color: 'var(--mantine-color-teal-8)' },
  LOVED: { label: 'Loved', Icon: IconHeartFilled, color: 'var(--mantine-color-pink-8)' },
} as const;

const isButton = (value: string): value is keyof typeof BUTTONS => Object.hasOwn(BUTTONS, value);

function Stars({ value }: { value: number }) {
  const label = `${value} out of 5 stars`;
  return (
    <span className={classes.stars} role="img" aria-label={label} title={label}>
      {[1, 2, 3, 4, 5].map((star) =>
        star <= value ? (
          <IconStarFilled key={star} size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
        ) : (
          <IconStar key={star} size={16} color="var(--mantine-color-dimmed)" aria-hidden />
        ),
      )}
    </span>
  );
}

/**
 * The rating as the customer gave it: stars, or Marketplace 1's own kind of review — its stars
 * (`ONE`…`FIVE`) or its three buttons (thumbs down, thumbs up, loved).
 */
export function ReviewRating({ review }: { review: Review }) {
  const value = review.marketplace1ReviewValue;
  if (review.channel === 'MARKETPLACE_1' && value) {
    if (review.marketplace1ReviewType === 'THREE_BUTTON_RATING' && isButton(value)) {
      const { label, Icon, color } = BUTTONS[value];
      return (
        <span className={classes.rating}>
          <Icon size={16} color={color} aria-hidden />
          <span className={classes.strong}>{label}</span>
        </span>
      );
    }
    const stars = STAR_VALUES.indexOf(value as (typeof STAR_VALUES)[number]) + 1;
    if (stars > 0) return <Stars value={stars} />;
  }
  return <Stars value={Math.max(0, Math.min(5, review.orderRating))} />;
}
