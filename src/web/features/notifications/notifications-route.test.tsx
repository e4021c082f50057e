import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DisputedOrder } from '../../../contract/disputes';
import type { EstimateVsActualRow, PosVsOffPremiseResult } from '../../../contract/finance';
import type { Review } from '../../../contract/reviews';
import { bucketRanges } from '../../entities/dispute/money-left';
import { addDays, todayOf } from '../../lib/calendar';
import { disputedOrder, estimateRow, signedInApi } from '../../test/fixtures';
import { mockApi, reply, type ApiCall } from '../../test/mock-api';
import { renderApp } from '../../test/render';
import { reviewFixture } from '../../test/review-fixture';

const today = todayOf();
const closing = bucketRanges(today).closing;

const pos: PosVsOffPremiseResult = {
  up_sell: false,
  pos: { name: 'Harbor POS', color: '#1c7ed6', icon: 'cash-register' },
  is_incomplete: false,
  first_date: '2026-01-01',
  last_updated: today,
  is_pos_available: true,
  first_date_off_premise: '2026-01-01',
  last_date_off_premise: today,
  is_off_premise_available: true,
  storeWise: [],
};

/** A store paid $120 under its $1,000 estimate. */
const shortRow = (store: string) => estimateRow(store, 1000, -120);

interface Sample {
  /** Harbor's open orders with 0–3 days left. */
  closingOrders?: DisputedOrder[];
  reviews?: Review[];
  short?: EstimateVsActualRow[];
}

const reviewsOf = (list: Review[]) => ({
  total: list.length,
  reviews: list,
  totalUnAnswered: list.length,
  unAnsweredReviews: list,
  totalReviewSite: 0,
  reviewSiteReviews: [],
  unansweredReviewSite: 0,
  unansweredReviewsReviewSite: [],
});

const body = (call: ApiCall) =>
  (call.body as { body: { startDate: string; endDate: string; listingIds?: string[] } }).body;
const query = (call: ApiCall) => (call.body as { query: { clientId?: string } }).query;

const settingsReply = {
  brief: {
    enabled: false,
    time: '07:00',
    timeZone: 'UTC',
    days: [1, 2, 3, 4, 5],
    quietHours: null,
    paused: false,
  },
  email: 'demo@partner.example',
  mailConfigured: true,
  updatedAt: null,
};

/** The brief's settings and delivery log as the server answers them before anything is saved. */
const deliveryApi = {
  'GET /api/notifications/settings': () => reply.json(200, settingsReply),
  'GET /api/notifications/deliveries': () => reply.json(200, { deliveries: [] }),
  'GET /api/notifications/statements': () =>
    reply.json(200, { schedules: [], mailConfigured: true, maySchedule: true }),
  'GET /api/notifications/rules': () => reply.json(200, { rules: [] }),
  'GET /api/notifications/channels': () =>
    reply.json(200, {
      channels: [
        { id: 'email', kind: 'email', name: 'E-mail', hint: settingsReply.email, createdAt: null },
      ],
    }),
};

/** The signed-in owner's two clients: Harbor holds everything at risk, Summit nothing. */
const briefApi = ({ closingOrders = [], reviews = [], short = [] }: Sample = {}) => ({
  ...signedInApi,
  ...deliveryApi,
  'POST /api/ops/listDisputedOrders': (call: ApiCall) => {
    const { startDate, endDate } = body(call);
    const harbor = query(call).clientId === 'client-harbor';
    const orders =
      harbor && startDate === closing.from && endDate === closing.to ? closingOrders : [];
    return reply.ok({ total: orders.length, orders });
  },
  'POST /api/ops/getPosVsOffPremise': () => reply.ok(pos),
  'POST /api/ops/listReviews': (call: ApiCall) =>
    reply.ok(reviewsOf(body(call).listingIds?.includes('lst-101') ? reviews : [])),
  'POST /api/ops/getEstimateVsActual': (call: ApiCall) =>
    reply.ok({ storeWise: query(call).clientId === 'client-harbor' ? short : [] }),
});

const atRisk: Sample = {
  closingOrders: [
    disputedOrder('ord-a', { disputeAmount: 10.1 }),
    disputedOrder('ord-b', { disputeAmount: 5.2 }),
  ],
  reviews: [
    reviewFixture({ deliveryUUID: 'rev-urgent', daysLeftToReply: 1 }),
    reviewFixture({
      deliveryUUID: 'rev-low',
      orderRating: 1,
      CustomerName: 'Lee Park',
      orderFeedback: 'Cold fries',
      orderDate: addDays(today, -1),
      reviewCreated: `${today}T07:00:00.000Z`,
    }),
  ],
  short: [shortRow('lst-102')],
};

const section = (name: RegExp) => screen.getByRole('region', { name });

describe('notifications page: today’s brief', () => {
  it('shows each figure per client with links to the exact page and items', async () => {
    const { calls } = mockApi(briefApi(atRisk));
    const app = await renderApp('/notifications?client=client-harbor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(screen.getByText("Loading today's brief…")).toBeTruthy();

    const money = await screen.findByRole('region', { name: 'Money left on the table' });
    expect(money.querySelector('[data-figure="money-left"]')?.textContent).toBe('$15.30');
    // Several clients: a line per client with money left, naming it.
    expect(within(money).getByText('Harbor Group')).toBeTruthy();
    expect(within(money).queryByText('Summit Eats')).toBeNull();
    expect(
      within(money).getByRole('link', { name: 'Disputes of Harbor Group' }).getAttribute('href'),
    ).toBe('/disputes?client=client-harbor');

    const disputes = section(/Disputes closing within 3 days/);
    expect(disputes.textContent).toContain('2 orders, $15.30');
    expect(
      within(disputes)
        .getByRole('link', { name: 'Choose the closing disputes of Harbor Group' })
        .getAttribute('href'),
    ).toBe('/disputes?client=client-harbor&status=closing&select=closing');

    const closingReviews = section(/Reviews whose reply window closes within 2 days/);
    expect(closingReviews.textContent).toContain('1 review');
    expect(
      within(closingReviews)
        .getByRole('link', { name: 'Answer the reviews of Harbor Group' })
        .getAttribute('href'),
    ).toBe('/reviews?client=client-harbor');

    const low = section(/New one- and two-star reviews/);
    expect(low.textContent).toContain('Cold fries');
    const reviewLink = within(low).getByRole('link', { name: 'Open the review from Lee Park' });
    expect(reviewLink.getAttribute('href')).toContain('review=rev-low');

    const short = section(/Payouts short of the estimate/);
    expect(short.textContent).toContain(
      'Bay Burgers Airport: paid $880.00 of $1,000.00 estimated, $120.00 short',
    );
    expect(
      within(short)
        .getByRole('link', { name: 'Estimated versus actual payout of Harbor Group' })
        .getAttribute('href'),
    ).toBe('/finance?client=client-harbor#finance-estimate');

    // Every figure asked for as background work: the pages a person opens go first.
    const ops = calls.filter(
      (call) => call.path.startsWith('/api/ops/') && call.path !== '/api/ops/getRestaurantDetails',
    );
    expect(ops.length).toBeGreaterThan(0);
    expect(ops.every((call) => call.headers.get('X-Dashboard-Priority') === 'background')).toBe(
      true,
    );

    // The link opens the desk with exactly the closing orders chosen.
    await app.user.click(
      within(disputes).getByRole('link', { name: 'Choose the closing disputes of Harbor Group' }),
    );
    await waitFor(() =>
      expect(document.querySelector('[data-selected]')?.textContent).toBe(
        '2 orders selected · $15.30 at stake',
      ),
    );
    await waitFor(() => expect(app.location()).not.toContain('select='));
    expect(app.location()).toContain('status=closing');
  });

  it('says plainly when nothing is at risk today', async () => {
    mockApi(briefApi());
    await renderApp('/notifications');
    expect(await screen.findByText('Nothing at risk today')).toBeTruthy();
    expect(screen.getByText(/Across 2 clients/)).toBeTruthy();
  });

  it('shows a failure in place, and Retry asks again', async () => {
    let fail = true;
    const api = briefApi(atRisk);
    mockApi({
      ...api,
      'POST /api/ops/getEstimateVsActual': (call: ApiCall) =>
        fail
          ? reply.error(400, 'UPSTREAM_REFUSED', 'The gateway refused the request')
          : api['POST /api/ops/getEstimateVsActual'](call),
    });
    const app = await renderApp('/notifications');
    expect(await screen.findByText("Could not load today's brief")).toBeTruthy();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByRole('region', { name: 'Money left on the table' })).toBeTruthy();
  });

  it('names a client that could not be read, keeps the others, and Retry asks again', async () => {
    let fail = true;
    const api = briefApi(atRisk);
    mockApi({
      ...api,
      'POST /api/ops/getEstimateVsActual': (call: ApiCall) =>
        fail && query(call).clientId === 'client-summit'
          ? reply.error(400, 'UPSTREAM_REFUSED', 'The gateway refused the request')
          : api['POST /api/ops/getEstimateVsActual'](call),
    });
    const app = await renderApp('/notifications');
    expect(await screen.findByText('Could not read 1 client: Summit Eats')).toBeTruthy();
    const money = screen.getByRole('region', { name: 'Money left on the table' });
    expect(money.querySelector('[data-figure="money-left"]')?.textContent).toBe('$15.30');
    fail = false;
    await app.user.click(screen.getByRole('button', { name: /Retry/ }));
    await waitFor(() =>
      expect(screen.queryByText('Could not read 1 client: Summit Eats')).toBeNull(),
    );
  });

  it('is in the navigation for everyone, and the brief is read by keyboard', async () => {
    mockApi(briefApi(atRisk));
    const app = await renderApp('/portfolio');
    const link = await screen.findByRole('link', { name: 'Notifications' });
    await app.user.click(link);
    await waitFor(() => expect(app.location()).toContain('/notifications'));
    await screen.findByRole('region', { name: 'Money left on the table' });
    // Each item is a link (Tab reaches it), in reading order.
    const links = within(screen.getByRole('region', { name: "Today's brief" })).getAllByRole(
      'link',
    );
    expect(links.map((one) => one.textContent)).toEqual([
      'Disputes of Harbor Group',
      'Choose the closing disputes of Harbor Group',
      'Answer the reviews of Harbor Group',
      'Open the review from Lee Park',
      'Estimated versus actual payout of Harbor Group',
    ]);
  });
});

describe('notifications page: the brief by e-mail', () => {
  it('saves the settings typed, with the browser’s time zone by default, and keeps them on a failure', async () => {
    let failNext = true;
    const { calls } = mockApi({
      ...briefApi(),
      'PUT /api/notifications/settings': (call: ApiCall) => {
        if (failNext) {
          failNext = false;
          return reply.error(503, 'STORE_UNAVAILABLE', 'The dashboard cannot reach its database');
        }
        return reply.json(200, {
          ...settingsReply,
          brief: call.body,
          updatedAt: '2026-11-18T06:00:00.000Z',
        });
      },
    });
    const app = await renderApp('/notifications');
    const form = await screen.findByRole('form', { name: 'Brief settings' });
    expect((within(form).getByLabelText('Time zone') as HTMLInputElement).value).toBe(
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    );
    await app.user.click(within(form).getByRole('checkbox', { name: /Send me the morning brief/ }));
    const time = within(form).getByRole('textbox', { name: /Time of day/ });
    await app.user.clear(time);
    await app.user.type(time, '6:30');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(/HH:MM/, { selector: '.mantine-TextInput-error' }),
    ).toBeTruthy();
    await app.user.clear(time);
    await app.user.type(time, '06:30');
    await app.user.click(within(form).getByRole('checkbox', { name: 'Saturday' }));
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save the brief settings')).toBeTruthy();
    expect(
      (within(form).getByRole('textbox', { name: /Time of day/ }) as HTMLInputElement).value,
    ).toBe('06:30');
    await app.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Brief settings saved')).toBeTruthy();
    const saved = calls.filter((call) => call.method === 'PUT').at(-1)?.body;
    expect(saved).toMatchObject({ enabled: true, time: '06:30', days: [1, 2, 3, 4, 5, 6] });
  });

  it('sends a test once however fast the clicks, and says how it went', async () => {
    let answer: (() => void) | undefined;
    const { calls } = mockApi({
      ...briefApi(),
      'POST /api/notifications/test': () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(reply.json(200, { outcome: 'failed', detail: 'SMTP: connection refused' }));
        }),
    });
    const app = await renderApp('/notifications');
    const button = await screen.findByRole('button', { name: 'Send a test' });
    await app.user.click(button);
    await app.user.click(button);
    await app.user.click(button);
    expect(calls.filter((call) => call.path === '/api/notifications/test')).toHaveLength(1);
    answer?.();
    expect(await screen.findByText('The test brief was not sent')).toBeTruthy();
    expect(screen.getByText('SMTP: connection refused')).toBeTruthy();
  });

  it('shows the delivery log: failures with their retry, then the send', async () => {
    mockApi({
      ...briefApi(),
      'GET /api/notifications/deliveries': () =>
        reply.json(200, {
          deliveries: [
            {
              id: '2',
              at: '2026-11-18T07:05:00.000Z',
              kind: 'brief',
              channel: 'email',
              channelName: null,
              title: null,
              forDate: '2026-11-18',
              outcome: 'sent',
              detail: null,
              attempt: 2,
              retryAt: null,
            },
            {
              id: '1',
              at: '2026-11-18T07:00:00.000Z',
              kind: 'brief',
              channel: 'email',
              channelName: null,
              title: null,
              forDate: '2026-11-18',
              outcome: 'retrying',
              detail: 'SMTP: connection refused',
              attempt: 1,
              retryAt: '2026-11-18T07:05:00.000Z',
            },
          ],
        }),
    });
    await renderApp('/notifications');
    const log = await screen.findByRole('list', { name: 'Deliveries' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(log.textContent).toContain('Sent');
    expect(log.textContent).toContain('Failed, retrying');
    expect(log.textContent).toContain('SMTP: connection refused');
  });

  it('says when nothing was sent yet, and a log that failed can be asked again', async () => {
    let fail = true;
    mockApi({
      ...briefApi(),
      'GET /api/notifications/deliveries': () =>
        fail
          ? reply.error(503, 'STORE_UNAVAILABLE', 'The dashboard cannot reach its database')
          : reply.json(200, { deliveries: [] }),
    });
    const app = await renderApp('/notifications');
    expect(await screen.findByText('Could not load the delivery log')).toBeTruthy();
    fail = false;
    const logSection = screen.getByRole('region', { name: 'Delivery log' });
    await app.user.click(within(logSection).getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Nothing sent yet')).toBeTruthy();
  });
});

describe('notifications page: alert rules and channels', () => {
  const rule = {
    id: 'rule-1',
    condition: { kind: 'closing-disputes', minAmount: 200, withinDays: 2 },
    clientIds: [],
    listingIds: [],
    channelIds: ['email'],
    enabled: true,
    createdAt: '2026-11-18T06:00:00.000Z',
    updatedAt: '2026-11-18T06:00:00.000Z',
    watchingSince: null,
  };

  it('adds a rule typed key by key, says what is wrong, keeps it on a failure', async () => {
    let rules: unknown[] = [];
    let failNext = true;
    const { calls } = mockApi({
      ...briefApi(),
      'GET /api/notifications/rules': () => reply.json(200, { rules }),
      'POST /api/notifications/rules': (call: ApiCall) => {
        if (failNext) {
          failNext = false;
          return reply.error(503, 'STORE_UNAVAILABLE', 'The dashboard cannot reach its database');
        }
        rules = [{ ...rule, ...(call.body as object) }];
        return reply.json(201, rules[0]);
      },
    });
    const app = await renderApp('/notifications');
    expect(await screen.findByText('No alert rules yet')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Add an alert rule' }));
    const form = await screen.findByRole('form', { name: 'New alert rule' });
    await app.user.click(within(form).getByLabelText('Alert me on'));
    await app.user.click(await screen.findByRole('option', { name: 'Disputes closing soon' }));
    const amount = within(form).getByRole('textbox', { name: /Worth more than/ });
    await app.user.clear(amount);
    const days = within(form).getByRole('textbox', { name: /Closing within/ });
    await app.user.clear(days);
    await app.user.type(days, '30');
    await app.user.click(within(form).getByRole('button', { name: 'Add the rule' }));
    expect(await within(form).findByText('enter a number')).toBeTruthy();
    expect(within(form).getByText('must be 0 to 14 days')).toBeTruthy();
    await app.user.type(amount, '200');
    await app.user.clear(days);
    await app.user.type(days, '2');
    await app.user.click(within(form).getByRole('button', { name: 'Add the rule' }));
    expect(await screen.findByText('Could not save the alert rule')).toBeTruthy();
    expect(
      (within(form).getByRole('textbox', { name: /Worth more than/ }) as HTMLInputElement).value,
    ).toBe('200');
    await app.user.click(within(form).getByRole('button', { name: 'Add the rule' }));
    const list = await screen.findByRole('list', { name: 'Alert rules' });
    expect(list.textContent).toContain('A dispute worth more than $200.00 closing within 2 days');
    const posted = calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/notifications/rules',
    );
    expect(posted).toHaveLength(2);
    expect(posted[1]?.body).toEqual({
      condition: { kind: 'closing-disputes', minAmount: 200, withinDays: 2 },
      clientIds: [],
      listingIds: [],
      channelIds: ['email'],
      enabled: true,
    });
  });

  it('edits a rule: the threshold typed key by key is saved, with the rule’s own fields only', async () => {
    let rules: unknown[] = [{ ...rule, channelIds: ['email', 'ch-removed'] }];
    const { calls } = mockApi({
      ...briefApi(),
      'GET /api/notifications/rules': () => reply.json(200, { rules }),
      'PUT /api/notifications/rules/rule-1': (call: ApiCall) => {
        rules = [{ ...rule, ...(call.body as object) }];
        return reply.json(200, rules[0]);
      },
    });
    const app = await renderApp('/notifications');
    const list = await screen.findByRole('list', { name: 'Alert rules' });
    await app.user.click(within(list).getByRole('button', { name: /^Edit: / }));
    const amount = await within(list).findByRole('textbox', { name: /Worth more than/ });
    // A click selects the threshold shown, so the keys typed replace it.
    await app.user.click(amount);
    await app.user.keyboard('350');
    await app.user.click(within(list).getByRole('button', { name: 'Save the rule' }));
    expect(
      await within(list).findByText('A dispute worth more than $350.00 closing within 2 days'),
    ).toBeTruthy();
    const put = calls.filter((call) => call.method === 'PUT' && call.path.endsWith('/rule-1'));
    expect(put).toHaveLength(1);
    expect(put[0]?.body).toEqual({
      condition: { kind: 'closing-disputes', minAmount: 350, withinDays: 2 },
      clientIds: [],
      listingIds: [],
      channelIds: ['email'],
      enabled: true,
    });
  });

  it('adds a webhook whose secret is shown once with a copy button, and tests a channel once per click', async () => {
    const webhook = {
      id: 'ch-1',
      kind: 'webhook',
      name: 'Tickets',
      hint: 'https://hooks.example.com/…/abcd',
      createdAt: '2026-11-18T06:00:00.000Z',
    };
    let channels: unknown[] = [
      { id: 'email', kind: 'email', name: 'E-mail', hint: settingsReply.email, createdAt: null },
    ];
    let answer: (() => void) | undefined;
    const { calls } = mockApi({
      ...briefApi(),
      'GET /api/notifications/channels': () => reply.json(200, { channels }),
      'POST /api/notifications/channels': () => {
        channels = [...channels, webhook];
        return reply.json(201, { channel: webhook, secret: 'whsec_shown-once' });
      },
      'POST /api/notifications/channels/ch-1/test': () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(reply.json(200, { outcome: 'sent', detail: null }));
        }),
    });
    const app = await renderApp('/notifications');
    await app.user.click(await screen.findByRole('button', { name: 'Add a webhook' }));
    const form = await screen.findByRole('form', { name: 'Add a webhook' });
    await app.user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Tickets');
    await app.user.type(within(form).getByRole('textbox', { name: /Webhook URL/ }), 'not a url');
    await app.user.click(within(form).getByRole('button', { name: 'Add the webhook' }));
    expect(await within(form).findByText(/must be a web address/)).toBeTruthy();
    const url = within(form).getByRole('textbox', { name: /Webhook URL/ });
    await app.user.clear(url);
    await app.user.type(url, 'https://hooks.example.com/in/abcd');
    await app.user.click(within(form).getByRole('button', { name: 'Add the webhook' }));
    const secret = await screen.findByRole('textbox', { name: 'Signing secret' });
    expect((secret as HTMLInputElement).value).toBe('whsec_shown-once');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: /Done, I have kept it/ }));
    expect(screen.queryByRole('textbox', { name: 'Signing secret' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Channels' });
    await waitFor(() => expect(list.textContent).toContain('https://hooks.example.com/…/abcd'));

    const test = within(list).getByRole('button', { name: 'Send a test to Tickets' });
    await app.user.click(test);
    await app.user.click(test);
    await app.user.click(test);
    answer?.();
    expect(await screen.findByText('Test alert sent')).toBeTruthy();
    expect(
      calls.filter((call) => call.path === '/api/notifications/channels/ch-1/test'),
    ).toHaveLength(1);
  });
});
