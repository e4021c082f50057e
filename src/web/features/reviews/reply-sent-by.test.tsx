import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReplySentBy } from './reply-sent-by';
import { mockApi, reply } from '../../test/mock-api';
import { sentByEntry as entry } from '../../test/people-fixtures';
import { renderWithProviders } from '../../test/render';
import { reviewFixture } from '../../test/review-fixture';

describe('who sent a reply, from the audit log', () => {
  it('says who sent a review’s reply, and asks nothing for an unanswered review', async () => {
    const { calls } = mockApi({
      'GET /api/audit': () =>
        reply.json(200, {
          entries: [
            entry({
              action: 'review.reply',
              actor: { id: 'p-2', email: 'bo@x.example', name: '' },
            }),
          ],
          nextBefore: null,
        }),
    });
    const view = renderWithProviders(
      <ReplySentBy
        review={reviewFixture({ reviewReplied: true, toBeReviewed: false, autoReply: false })}
      />,
    );
    await screen.findByText(/^Sent by bo@x\.example at /);
    view.unmount();
    renderWithProviders(
      <ReplySentBy
        review={reviewFixture({ reviewReplied: false, toBeReviewed: null, deliveryUUID: 'other' })}
      />,
    );
    expect(calls).toHaveLength(1);
  });
});
