/**
 * The soak's figures, each beside its budget (issue 38, architecture.md "Budgets"), and whether
 * every budget held.
 */
import type { AuditEntry } from '../../src/contract/people';
import type { Tally } from './browser';
import { NOT_READS, upstreamReadsOf, type SampleStats } from './gateway';
import type { UserContext } from './users';

export const BUDGETS = {
  refusedForLimit: 0,
  gatewayRefused: 0,
  upstreamShare: 0.25,
  p95Ms: 300,
  p99Ms: 1000,
  portfolioMs: 10_000,
  memoryMb: 300,
};

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

const say = (line = '') => console.log(line);
const ms = (value: number) => `${Math.round(value)} ms`;

export interface Outcome {
  /** The gateway's limit a token (SAMPLE_RATE_LIMIT_PER_MINUTE). */
  perMinute: number;
  tally: Tally;
  stats: SampleStats;
  portfolios: UserContext['portfolios'];
  applied: { replied: Set<string>; raised: Set<string> };
  audit: AuditEntry[];
  instances: { peakMb: number }[];
}

/** Prints the figures; returns whether every budget held. */
export const report = ({
  perMinute,
  tally,
  stats,
  portfolios,
  applied,
  audit,
  instances,
}: Outcome) => {
  const row = (cells: (string | number)[]) =>
    say(cells.map((cell) => String(cell).padEnd(13)).join(''));
  say();
  row(['phase', 'reads', 'failed', 'p50', 'p95', 'p99', 'writes', 'failed']);
  for (const phase of ['before', 'during', 'after'] as const) {
    const reads = tally.reads.filter((r) => r.phase === phase && !r.background);
    const writes = tally.writes.filter((w) => w.phase === phase);
    const times = reads.map((r) => r.ms);
    row([
      phase,
      reads.length,
      reads.filter((r) => r.status !== 200).length,
      ms(percentile(times, 50)),
      ms(percentile(times, 95)),
      ms(percentile(times, 99)),
      writes.length,
      writes.filter((w) => w.status !== 200).length,
    ]);
  }
  const background = tally.reads.filter((r) => r.background);
  say(
    `background reads (portfolio rows): ${background.length}, p95 ${ms(
      percentile(
        background.map((r) => r.ms),
        95,
      ),
    )}; sign-ins: ${tally.signIns.length}, p95 ${ms(percentile(tally.signIns, 95))}`,
  );
  say();
  say('errors by kind:');
  if (tally.errors.size === 0) say('  none');
  for (const [kind, count] of [...tally.errors].sort()) say(`  ${kind}: ${count}`);

  // ---- the gateway's limit and the share of reads that went upstream ----
  const upstreamReads = upstreamReadsOf(stats);
  const asked = tally.reads.length;
  const share = asked === 0 ? 0 : upstreamReads / asked;
  const askedOf = new Map<string, number>();
  for (const read of tally.reads) askedOf.set(read.id, (askedOf.get(read.id) ?? 0) + 1);
  say();
  say('reads by operation: asked by the browsers → sent upstream');
  for (const [id, n] of [...askedOf].sort((a, b) => b[1] - a[1]))
    say(
      `  ${id.padEnd(24)} ${String(n).padStart(6)} → ${String(stats.requests[id] ?? 0).padStart(6)} (${(
        ((stats.requests[id] ?? 0) / n) *
        100
      ).toFixed(0)}%)`,
    );
  // Reads the server made of its own (e.g. an order's details to check a raise's scope).
  for (const [id, n] of Object.entries(stats.requests))
    if (!askedOf.has(id) && !NOT_READS.has(id))
      say(`  ${id.padEnd(24)} ${'0'.padStart(6)} → ${String(n).padStart(6)} (the server's own)`);

  // ---- page reads outside the kill ----
  const outside = tally.reads.filter((r) => r.phase !== 'during' && !r.background);
  const p95 = percentile(
    outside.map((r) => r.ms),
    95,
  );
  const p99 = percentile(
    outside.map((r) => r.ms),
    99,
  );
  const serverErrors = outside.filter((r) => r.status === 0 || r.status >= 500).length;

  // ---- portfolios ----
  // Each person's first portfolio of the morning (opened again within 30 s, the browser's cache
  // fills it at once).
  const burst = portfolios.filter((p) => p.burst && p.first && p.rows >= 25);
  const slowest = Math.max(0, ...burst.map((p) => p.ms));

  // ---- writes: applied exactly once, and in the audit log ----
  const ok = tally.writes.filter((w) => w.status === 200);
  const sentCount = (kind: 'reply' | 'raise', id: string) =>
    (kind === 'reply' ? stats.repliesSent : stats.raisesSent)[id] ?? 0;
  const isApplied = (kind: 'reply' | 'raise', id: string) =>
    (kind === 'reply' ? applied.replied : applied.raised).has(id);
  const notOnce = ok.filter(
    (w) => !isApplied(w.kind, w.deliveryUUID) || sentCount(w.kind, w.deliveryUUID) !== 1,
  );
  const doubled = [...Object.values(stats.repliesSent), ...Object.values(stats.raisesSent)].filter(
    (n) => n > 1,
  ).length;
  const audited = new Map<string, AuditEntry[]>();
  for (const entry of audit)
    if (entry.deliveryUUID)
      audited.set(entry.deliveryUUID, [...(audited.get(entry.deliveryUUID) ?? []), entry]);
  const okNotAudited = ok.filter(
    (w) => !(audited.get(w.deliveryUUID) ?? []).some((e) => e.outcome === 'ok'),
  );
  // Every write the gateway received has an entry: none is ever "nothing".
  const receivedNotAudited = [
    ...Object.keys(stats.repliesSent),
    ...Object.keys(stats.raisesSent),
  ].filter((id) => !audited.has(id));
  const unanswered = tally.writes.filter((w) => w.status === 0 || w.status >= 502);
  const unansweredOutcomes = new Map<string, number>();
  for (const w of unanswered) {
    const entries = audited.get(w.deliveryUUID) ?? [];
    const outcome =
      entries.map((e) => (e.outcome === 'pending' ? 'no answer' : e.outcome)).join('+') ||
      (sentCount(w.kind, w.deliveryUUID) > 0 ? 'NOTHING (the gateway got it)' : 'not sent');
    unansweredOutcomes.set(outcome, (unansweredOutcomes.get(outcome) ?? 0) + 1);
  }

  say();
  say(
    `writes acknowledged: ${ok.filter((w) => w.kind === 'reply').length} replies, ${ok.filter((w) => w.kind === 'raise').length} raises; without an answer: ${unanswered.length}${
      unanswered.length
        ? ` (audit log: ${[...unansweredOutcomes].map(([o, n]) => `${n} ${o}`).join(', ')})`
        : ''
    }`,
  );
  say(
    `scope: ${tally.scopeChecked} replies checked (${tally.clientsListsChecked} clients lists); outside the person's scope: ${tally.outsideScope.length}`,
  );
  for (const line of tally.outsideScope.slice(0, 5)) say(`  ${line}`);
  say(
    `portfolios of 25 clients first opened in the burst: ${burst.length}, median ${ms(
      percentile(
        burst.map((p) => p.ms),
        50,
      ),
    )}, slowest ${ms(slowest)}`,
  );
  say(
    `browsers: ${asked} reads sent, ${tally.freshInBrowser} more answered by their own query cache (fresh 30 s, as the app's)`,
  );
  say(
    `gateway: ${upstreamReads} reads upstream for ${asked} asked by the browsers; busiest minute of the token ${stats.busiestWindow} of ${perMinute}`,
  );

  const checks: [string, boolean][] = [
    [
      `requests refused to people for the gateway's limit: ${tally.refusedForLimit} (budget ${BUDGETS.refusedForLimit})`,
      tally.refusedForLimit <= BUDGETS.refusedForLimit,
    ],
    [
      `the gateway's limit exceeded: ${stats.rateLimited} requests refused by it (budget ${BUDGETS.gatewayRefused})`,
      stats.rateLimited <= BUDGETS.gatewayRefused,
    ],
    [
      `upstream requests ${(share * 100).toFixed(1)}% of the reads asked for (budget ≤ ${BUDGETS.upstreamShare * 100}%)`,
      share <= BUDGETS.upstreamShare,
    ],
    [
      `page reads outside the kill: p95 ${ms(p95)} (budget ≤ ${BUDGETS.p95Ms} ms), p99 ${ms(p99)} (budget ≤ ${BUDGETS.p99Ms} ms)`,
      p95 <= BUDGETS.p95Ms && p99 <= BUDGETS.p99Ms,
    ],
    [
      `a 25-client portfolio filled in the burst within ${ms(slowest)} (budget ≤ ${BUDGETS.portfolioMs / 1000} s; ${burst.length} opened)`,
      burst.length > 0 && slowest <= BUDGETS.portfolioMs,
    ],
    [
      `acknowledged writes applied exactly once: ${ok.length - notOnce.length} of ${ok.length}; applied twice: ${doubled}`,
      notOnce.length === 0 && doubled === 0,
    ],
    [
      `acknowledged writes in the audit log with their outcome: ${ok.length - okNotAudited.length} of ${ok.length}; writes the gateway got with no entry: ${receivedNotAudited.length}`,
      okNotAudited.length === 0 && receivedNotAudited.length === 0,
    ],
    [
      `replies naming a client outside the person's scope: ${tally.outsideScope.length} (budget 0)`,
      tally.outsideScope.length === 0,
    ],
    [
      `memory: ${instances.map((i) => `${i.peakMb.toFixed(0)} MB`).join(', ')} (budget ≤ ${BUDGETS.memoryMb} MB an instance)`,
      instances.every((i) => i.peakMb <= BUDGETS.memoryMb),
    ],
    [`server errors or no answer outside the kill: ${serverErrors}`, serverErrors === 0],
  ];
  say();
  for (const [what, held] of checks) say(`${held ? 'ok' : '!!'} ${what}`);
  return checks.every(([, held]) => held);
};
