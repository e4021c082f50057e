import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Review, ReviewsResult } from '../../../contract/reviews';
import { signedInApi } from '../../test/fixtures';
import { reviewFixture } from '../../test/review-fixture';
import { mockApi, reply, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render';

// jsdom has no `document.fonts`; Mantine's autosizing Textarea (the reply) listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
// Nor `CSS.escape`, which finds the next Reply button once a reply is sent.
if (typeof CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', {
    configurable: true,
    value: { escape: (value: string) => value.replace(/["\\]/g, '\\$&') },
  });
}

/** Review n, left on Nov 10 + n for an order of the day before. */
const review = (n: number, patch: Partial<Review>): Review =>
  reviewFixture({
    uuid: `rev-${n}`,
    deliveryUUID: `ord-${n}-uuid`,
    CustomerId: `c-${n}`,
    orderFeedback: 'Good food',
    orderDate: `2026-11-${String(9 + n).padStart(2, '0')}T19:00:00Z`,
    reviewCreated: `2026-11-${String(10 + n).padStart(2, '0')}T09:00:00Z`,
    ...patch,
  });

// Needs a reply: Ada (1 day left, urgent), Bo (5 days), Dee (review site, 10 days).
// Missed: Cy (window closed). Answered: Eve. Five reviews, one answered: a 20 % reply rate.
const ada = review(1, {
  CustomerName: 'Ada Park',
  orderRating: 2,
  daysLeftToReply: 1,
  channel: 'MARKETPLACE_1',
  orderFeedback: 'Cold fries',
});
const bo = review(2, { CustomerName: 'Bo Lee', orderRating: 5, daysLeftToReply: 5 });
const cy = review(3, { CustomerName: 'Cy Moss', orderRating: 1, daysLeftToReply: 0 });
const dee = review(4, {
  CustomerName: 'Dee Fox',
  orderRating: 4,
  daysLeftToReply: 10,
  channel: 'MARKETPLACE_3',
  ListingId: 'lst-103',
  storeId: 'lst-103',
});
const eve = review(5, {
  CustomerName: 'Eve Ray',
  orderRating: 5,
  reviewReplied: true,
  toBeReviewed: false,
  reviewReplyComment: 'Thank you, Eve!',
  reviewReplyCreated: '2026-11-16T10:00:00Z',
});

/**
 * The upstream's four lists, newest first, each paged; a reply is taken and shows as pending.
 * `replyWith` answers the reply (default: accepted, after a moment, as a gateway would).
 */
function reviewsApi(replyWith?: () => Response) {
  const replied = new Map<string, string>();
  const current = (one: Review): Review => {
    const comment = replied.get(`${one.channel}:${one.deliveryUUID}`);
    return comment === undefined
      ? one
      : { ...one, toBeReviewed: true, reviewReplyComment: comment };
  };
  const answered = (one: Review) => one.reviewReplied || one.toBeReviewed === true;
  const newestFirst = (a: Review, b: Review) => b.reviewCreated.localeCompare(a.reviewCreated);
  return {
    ...signedInApi,
    'POST /api/ops/listReviews': (call: ApiCall) => {
      const { query } = call.body as { query: { limit?: number; offset?: number } };
      const offset = query.offset ?? 0;
      const limit = query.limit ?? 20;
      const page = (list: Review[]) => list.slice(offset, offset + limit);
      const marketplace = [ada, bo, cy, eve].map(current).sort(newestFirst);
      const site = [dee].map(current);
      const open = marketplace.filter((one) => !answered(one));
      const openSite = site.filter((one) => !answered(one));
      const result: ReviewsResult = {
        total: marketplace.length,
        reviews: page(marketplace),
        totalUnAnswered: open.length,
        unAnsweredReviews: page(open),
        totalReviewSite: site.length,
        reviewSiteReviews: page(site),
        unansweredReviewSite: openSite.length,
        unansweredReviewsReviewSite: page(openSite),
      };
      return reply.ok(result);
    },
    'POST /api/ops/replyToReview': async (call: ApiCall) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (replyWith) return replyWith();
      const body = call.body as {
        body: { deliveryUUID: string; channel: string; comment: string };
      };
      replied.set(`${body.body.channel}:${body.body.deliveryUUID}`, body.body.comment);
      return reply.ok({ message: 'Reply accepted' });
    },
  };
}

const RANGE = 'client=client-harbor&from=2026-11-01&to=2026-11-30';
/** The names on the listed review cards, in order. */
const listed = (label: string) =>
  within(screen.getByRole('region', { name: `${label} reviews` }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
/** A summary figure as read: its label, value and note. */
const figure = (label: string) =>
  within(screen.getByRole('list', { name: 'Reviews summary' }))
    .getAllByRole('listitem')
    .find((item) => item.textContent.startsWith(label))?.textContent;
const tab = (name: RegExp) => screen.getByRole('tab', { name });

describe('reviews page', { timeout: 15_000 }, () => {
  it('opens on the reviews that need a reply, soonest deadline first, with the counts', async () => {
    mockApi(reviewsApi());
    const app = await renderApp(`/reviews?${RANGE}`);

    await screen.findByRole('heading', { level: 1, name: 'Reviews' });
    await waitFor(() => expect(listed('Needs a reply')).toEqual(['Ada Park', 'Bo Lee', 'Dee Fox']));
    expect(screen.getByText(/showing 1–3 of 3$/i)).toBeTruthy();
    expect(figure('Needs a reply')).toContain('3');
    expect(figure('Close within 2 days')).toContain('1');
    expect(figure('Missed')).toContain('1');
    expect(figure('Reply rate')).toContain('20%');
    expect(figure('Reply rate')).toContain('of all 5 reviews');
    expect(tab(/^Needs a reply/).textContent).toContain('3');
    expect(tab(/^Missed/).textContent).toContain('1');
    expect(tab(/^Marketplace reviews/).textContent).toContain('4');
    expect(tab(/^Review site/).textContent).toContain('1');
    expect(screen.getByRole('button', { name: 'Reply to Ada Park' })).toBeTruthy();

    await app.user.click(tab(/^Missed/));
    await waitFor(() => expect(app.location()).toContain('view=missed'));
    await waitFor(() => expect(listed('Missed')).toEqual(['Cy Moss']));
    const card = screen.getByRole('article', { name: 'Cy Moss' });
    expect(within(card).getByText('Reply window closed')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Reply/ })).toBeNull();
  });

  it('filters by rating and by customer, both in the URL, with the counts following', async () => {
    mockApi(reviewsApi());
    const app = await renderApp(`/reviews?${RANGE}`);
    await waitFor(() => expect(listed('Needs a reply')).toHaveLength(3));

    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'Rating' }),
      screen.getByRole('option', { name: '5 stars' }),
    );
    await waitFor(() => expect(app.location()).toContain('rating=5'));
    await waitFor(() => expect(listed('Needs a reply')).toEqual(['Bo Lee']));
    expect(tab(/^Needs a reply/).textContent).toContain('1');

    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'Rating' }),
      screen.getByRole('option', { name: 'Any rating' }),
    );
    await app.user.click(screen.getByRole('searchbox', { name: 'Customer' }));
    await app.user.paste('dee');
    await waitFor(() => expect(app.location()).toContain('customer=dee'));
    await waitFor(() => expect(listed('Needs a reply')).toEqual(['Dee Fox']));
  });

  it('keeps a filter from the URL, and says when nothing matches it', async () => {
    mockApi(reviewsApi());
    await renderApp(`/reviews?${RANGE}&view=missed&rating=5`);
    await screen.findByText('No reviews here');
    expect(screen.getByText('No review in this view matches the filters.')).toBeTruthy();
  });

  it('sends a reply once however fast the clicks, and shows it pending', async () => {
    const { calls } = mockApi(reviewsApi());
    const app = await renderApp(`/reviews?${RANGE}`);
    await app.user.click(await screen.findByRole('button', { name: 'Reply to Ada Park' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Ada Park' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Sorry, Ada!');

    await app.user.dblClick(within(dialog).getByRole('button', { name: 'Send reply' }));
    await screen.findByText('Reply sent to Ada Park');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.filter((call) => call.path === '/api/ops/replyToReview');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      body: { deliveryUUID: ada.deliveryUUID, channel: 'MARKETPLACE_1', comment: 'Sorry, Ada!' },
    });
    // Answered: out of the queue, and shown with its reply pending among the marketplace reviews.
    await waitFor(() => expect(listed('Needs a reply')).toEqual(['Bo Lee', 'Dee Fox']));
    expect(tab(/^Needs a reply/).textContent).toContain('2');
    await app.user.click(tab(/^Marketplace reviews/));
    const card = await screen.findByRole('article', { name: 'Ada Park' });
    expect(within(card).getByText('Reply pending')).toBeTruthy();
    expect(within(card).getByText('Sorry, Ada!')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /^Reply/ })).toBeNull();
  });

  it('keeps the text and says why when the reply fails', async () => {
    const { calls } = mockApi(
      reviewsApi(() => reply.error(502, 'BAD_GATEWAY', 'Reply service unavailable')),
    );
    const app = await renderApp(`/reviews?${RANGE}`);
    await app.user.click(await screen.findByRole('button', { name: 'Reply to Bo Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reply to Bo Lee' });
    const text = within(dialog).getByRole('textbox', { name: 'Reply' });
    await app.user.type(text, 'Thanks, Bo!');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send reply' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Could not send the reply');
    expect(alert.textContent).toContain('Reply service unavailable');
    expect((text as HTMLTextAreaElement).value).toBe('Thanks, Bo!');
    expect(screen.getByRole('dialog', { name: 'Reply to Bo Lee' })).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/ops/replyToReview')).toHaveLength(1);
  });
});
