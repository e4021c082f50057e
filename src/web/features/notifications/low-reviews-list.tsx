import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ClientBrief } from '../../entities/brief/brief';
import { channelLabel } from '../../lib/channels';
import listClasses from '../../components/plain-list.module.css';
import classes from './brief.module.css';

/** Shown of one client's new low-rated reviews; the rest are a click away on the reviews page. */
const SHOWN = 5;

const stars = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

/** One client's new one- and two-star reviews, lowest first, each a link to the review. */
export function LowReviewsList({ client, several }: { client: ClientBrief; several: boolean }) {
  const shown = client.lowReviews.slice(0, SHOWN);
  const more = client.lowReviews.length - shown.length;
  return (
    <Stack gap={4} component="li" data-client={client.clientId}>
      {several && (
        <Text fw={600} size="sm">
          {client.name}
        </Text>
      )}
      <ul className={listClasses.list}>
        {shown.map((review) => (
          <li key={`${review.channel}:${review.deliveryUUID}`}>
            <Text size="sm" fw={600} span>
              {stars(review.rating)}
            </Text>{' '}
            <Text size="sm" span>
              {review.customer} at {review.restaurant}, {channelLabel(review.channel)}
            </Text>
            {review.feedback && (
              <Text size="sm" c="dimmed" className={classes.quote}>
                “{review.feedback}”
              </Text>
            )}
            <Anchor component={Link} to={review.link} size="sm">
              Open the review from {review.customer}
            </Anchor>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <Text size="sm" c="dimmed">
          and {more} more on the reviews page.
        </Text>
      )}
    </Stack>
  );
}
