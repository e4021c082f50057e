import { describe, expect, it } from 'vitest';
import type { Review, ReviewsResult } from '../../../contract/reviews';
import { reviewFixture } from '../../test/review-fixture';
import { splitUnanswered } from '../../entities/review/review-figures';
import { localList, resolveOrder } from './review-views';

const review = (id: string, overrides: Partial<Review> = {}): Review =>
  reviewFixture({ uuid: `rev-${id}`, deliveryUUID: id, ...overrides });

const result = (unanswered: Review[], site: Review[] = []): ReviewsResult => ({
  total: unanswered.length,
  reviews: unanswered,
  totalUnAnswered: unanswered.length,
  unAnsweredReviews: unanswered,
  totalReviewSite: site.length,
  reviewSiteReviews: site,
  unansweredReviewSite: site.length,
  unansweredReviewsReviewSite: site,
});

describe('the reviews views', () => {
  const late = review('a', { daysLeftToReply: 6, reviewCreated: '2026-11-14T10:00:00Z' });
  const soon = review('b', { daysLeftToReply: 1, reviewCreated: '2026-11-05T10:00:00Z' });
  const closed = review('c', { daysLeftToReply: 0, CustomerName: 'José Núñez', orderRating: 1 });
  const pending = review('d', { toBeReviewed: true });
  const site = review('e', { daysLeftToReply: 3, CustomerName: 'Jose Smith', orderRating: 1 });
  const data = result([late, soon, closed, pending], [site]);

  it('splits the unanswered reviews of both kinds into answerable and missed', () => {
    const { open, missed } = splitUnanswered(data);
    expect(open.map((one) => one.deliveryUUID)).toEqual(['a', 'b', 'e']);
    expect(missed.map((one) => one.deliveryUUID)).toEqual(['c']);
  });

  it('lists the queue soonest deadline first by default', () => {
    const order = resolveOrder('needs-reply', 'default');
    expect(order).toBe('deadline');
    const ids = localList(data, 'needs-reply', { customer: '', rating: 'any' }, order).map(
      (one) => one.deliveryUUID,
    );
    expect(ids).toEqual(['b', 'e', 'a']);
    expect(resolveOrder('missed', 'deadline')).toBe('newest');
  });

  it('finds a customer by part of the name, any case or accent, and keeps one rating', () => {
    const jose = localList(data, 'needs-reply', { customer: 'JOSE', rating: 'any' }, 'newest');
    expect(jose.map((one) => one.deliveryUUID)).toEqual(['e']);
    const missed = localList(data, 'missed', { customer: 'jose', rating: '1' }, 'newest');
    expect(missed.map((one) => one.deliveryUUID)).toEqual(['c']);
    expect(localList(data, 'missed', { customer: '', rating: '5' }, 'newest')).toEqual([]);
  });
});
