/**
 * A virtual person's morning: they arrive within the first part of the burst, sign in as
 * themselves, open their morning pages (the shell's reads, then each page's), and then, at a
 * person's pace, read, reply and raise until the run ends. What they reply to and raise is what
 * their pages showed them; each item is acted on by one person only (of those whose scope
 * reaches it), so a count of two at the gateway is a write applied twice, never two people.
 */
import { createHash } from 'node:crypto';
import { DISPUTE_CATEGORIES } from '../../src/contract/auto-dispute';
import { DISPUTE_CHANNELS } from '../../src/contract/common';
import type { RestaurantDetailsResult } from '../../src/contract/listings';
import type { Preset, Scope } from '../../src/contract/people';
import type { Browser, Tally } from './browser';
import { openPage, openShell, type PageId, type Seen } from './pages';
import type { SoakPerson } from './people';

const MORNING: Record<Preset, PageId[]> = {
  'group-manager': ['reviews', 'disputes', 'finance'],
  'store-manager': ['reviews', 'disputes'],
  viewer: ['finance', 'listings'],
  'account-manager': ['portfolio'],
  owner: ['portfolio', 'finance'],
};

const REASON = Object.fromEntries(
  DISPUTE_CHANNELS.map((channel) => [
    channel,
    Object.values(DISPUTE_CATEGORIES[channel])[0]?.[0] ?? '',
  ]),
) as Record<string, string>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A number in [0, 1) from a text: the same person, step and item always roll the same. */
const roll = (text: string) =>
  createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;

/** Whether a scope reaches a listing (of `clientId`). */
const reaches = (scope: Scope, clientId: string, listingId: string) =>
  scope.kind === 'all' ||
  (scope.kind === 'clients'
    ? scope.clientIds.includes(clientId)
    : scope.clientId === clientId && scope.listingIds.includes(listingId));

/**
 * Who acts on an item: one of the people who may write and whose scope reaches its listing,
 * chosen by the item's id.
 */
export const createAssignment = (people: readonly SoakPerson[], owners: Map<string, string>) => {
  const writers = people.filter((person) => person.role !== 'viewer');
  const byListing = new Map<string, number[]>();
  for (const [listingId, clientId] of owners)
    byListing.set(
      listingId,
      writers.filter((p) => reaches(p.scope, clientId, listingId)).map((p) => p.index),
    );
  return (person: SoakPerson, listingId: string, deliveryUUID: string) => {
    const candidates = byListing.get(listingId) ?? [];
    return candidates[Math.floor(roll(deliveryUUID) * candidates.length)] === person.index;
  };
};

export interface UserContext {
  tally: Tally;
  today: string;
  /** When the morning burst ends and when the run does (ms since the start). */
  burstMs: number;
  untilMs: number;
  /** Items already sent, by anyone (never sent twice). */
  sent: Set<string>;
  mine: ReturnType<typeof createAssignment>;
  /** Time for each portfolio to fill, and whether it was opened in the burst. */
  portfolios: { who: string; ms: number; burst: boolean; first: boolean; rows: number }[];
}

export const runUser = async (person: SoakPerson, browser: Browser, ctx: UserContext) => {
  const { tally } = ctx;
  const who = `${person.preset} ${person.email}`;
  const writes = person.role !== 'viewer';
  const found: Seen = { reviews: [], orders: [] };
  let details: RestaurantDetailsResult | undefined;
  const now = () => tally.elapsed();
  /** Waits, but not past the end of the run. */
  const pause = (ms: number) => sleep(Math.max(0, Math.min(ms, ctx.untilMs - now())));

  const open = async (page: PageId, clientId?: string) => {
    if (!details) return;
    const t0 = performance.now();
    const inBurst = now() < ctx.burstMs;
    const seen = await openPage(browser, page, details, ctx.today, clientId);
    if (page === 'portfolio')
      ctx.portfolios.push({
        who,
        ms: performance.now() - t0,
        burst: inBurst,
        first: !ctx.portfolios.some((p) => p.who === who),
        rows: details.restaurantDetails.length,
      });
    if (!writes) return;
    const fresh = (id: string) => !ctx.sent.has(id);
    found.reviews = seen.reviews.length
      ? seen.reviews.filter(
          (r) => fresh(r.deliveryUUID) && ctx.mine(person, r.ListingId, r.deliveryUUID),
        )
      : found.reviews;
    found.orders = seen.orders.length
      ? seen.orders.filter(
          (o) => fresh(o.deliveryUUID) && ctx.mine(person, o.listingId, o.deliveryUUID),
        )
      : found.orders;
  };

  const start = async () => {
    if (!(await browser.signIn(person.email, person.password))) return false;
    details = await openShell(browser);
    return details !== undefined;
  };

  const reply = async () => {
    const review = found.reviews.shift();
    if (!review || ctx.sent.has(review.deliveryUUID)) return;
    ctx.sent.add(review.deliveryUUID);
    // Reading the review and writing the answer (or picking a template and adjusting it).
    await pause(15_000 + roll(`${who} types ${review.deliveryUUID}`) * 30_000);
    if (now() >= ctx.untilMs) return;
    const status = await browser.write('reply', review.deliveryUUID, {
      body: {
        deliveryUUID: review.deliveryUUID,
        channel: review.channel,
        listingId: review.ListingId,
        comment: 'Thank you for the feedback; we are on it.',
      },
    });
    // The page marks the reply pending and looks again a second later.
    if (status === 200) {
      browser.forget(['listReviews']);
      await sleep(1000);
      const clientId = details?.restaurantDetails.find((c) =>
        c.listingDetails.some((l) => l.listingId === review.ListingId),
      )?.clientId;
      await open('reviews', clientId);
    }
  };

  /** One raise from the dialog, or a bulk raise of several (background, four at a time). */
  const raise = async (how: 'one' | 'bulk') => {
    const batch = found.orders.splice(0, how === 'one' ? 1 : 8);
    const clientId = batch[0]?.clientId;
    if (!clientId) return;
    // The dialog's reasons (fresh five minutes in the browser's cache).
    await browser.read(
      'getDisputeConfigDetails',
      { query: { client_id: clientId } },
      {
        keep: () => null,
      },
    );
    // Choosing the orders and the reason.
    await pause(5000 + roll(`${who} chooses ${batch[0]?.deliveryUUID}`) * 10_000);
    if (now() >= ctx.untilMs) return;
    const queue = batch.filter((order) => !ctx.sent.has(order.deliveryUUID));
    const worker = async () => {
      for (let order = queue.shift(); order; order = queue.shift()) {
        ctx.sent.add(order.deliveryUUID);
        await browser.write(
          'raise',
          order.deliveryUUID,
          {
            body: { deliveryUUID: order.deliveryUUID, reason: REASON[order.channel] ?? '' },
            scopeHint: { clientId: order.clientId, channel: order.channel },
          },
          how === 'bulk',
        );
      }
    };
    await Promise.all(Array.from({ length: how === 'one' ? 1 : 4 }, worker));
    // The lists show the raise pending and look again a second later.
    browser.forget(['listDisputedOrders']);
    await sleep(1000);
    await open('disputes', clientId);
  };

  // Arrival: spread over the first half of the burst.
  await sleep(roll(who) * (ctx.burstMs / 2));
  // A refused sign-in (the server busy) is tried again, as a person would, a moment later.
  for (let tries = 0; tries < 5 && !(await start()); tries++) await sleep(1000 + tries * 1000);
  if (details) for (const page of MORNING[person.preset]) await open(page);

  const clients = () => details?.restaurantDetails.map((c) => c.clientId) ?? [];
  for (let step = 0; now() < ctx.untilMs; step++) {
    // A person's pace: a look or an action every 6 to 18 seconds.
    await pause(6000 + roll(`${who} pause ${step}`) * 12_000);
    if (now() >= ctx.untilMs) break;
    if (!browser.signedIn || !details) {
      await start();
      continue;
    }
    const r = roll(`${who} step ${step}`);
    const many = person.preset === 'account-manager' || person.preset === 'owner';
    const some = clients();
    const client = some[Math.floor(roll(`${who} client ${step}`) * some.length)];
    if (writes && r < 0.25 && found.reviews.length > 0) await reply();
    else if (writes && r < 0.45 && found.orders.length > 0) await raise(many ? 'bulk' : 'one');
    else if (many && r < 0.55) await open('portfolio');
    else if (many) await open((['reviews', 'disputes', 'finance'] as const)[step % 3]!, client);
    else {
      const pages = MORNING[person.preset];
      await open(pages[step % pages.length]!);
    }
  }
  await browser.close();
};
