/**
 * Issue 39's budgets for the mail the server makes, on the large sample:
 *
 * - A 150-store statement made on the server (the largest client's month: its reads as the
 *   person, the PDF drawn with pdf-lib, the ZIP of CSVs, the mail sent) ≤ 10 s, and the memory
 *   it takes (the server's resident memory at its peak, less before it) ≤ 300 MB; the server's
 *   whole resident memory printed beside it (an idle server with PGlite holds most of it). The server runs in a process of its own
 *   (`notify-server.ts`). Beside it, the reference: the same eight reads made straight to the
 *   sample API by a script. And the other way measured for the decision (docs/notifications.md,
 *   "Statements"): headless Chromium printing the statement page of the built app (`page.pdf`),
 *   its time from navigation and the browser's processes' peak memory (needs `npm run build`;
 *   skipped without Chromium).
 * - 200 people's briefs built and sent at 07:00 ≤ 2 minutes, under the gateway's limit (the
 *   sample limits its token to the gateway's 6,000 requests a minute: no 429, and its busiest
 *   minute printed).
 */
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { request } from 'undici';
import { operations, type OperationId } from '../src/contract/operations';
import { startSmtpServer } from '../src/people/smtp-testing';
import { createSampleApi } from '../src/sample-api/server';
import { chromiumPath } from '../e2e/env';
import { openLargestClient, record } from './lib';
import { upstreamToken } from './upstream-replay';

const TODAY = '2026-11-18';
const MONTH = { from: '2026-10-01', to: '2026-10-31' };
const STATEMENT_MS = 10_000;
const STATEMENT_MB = 300;
const BRIEFS = 200;
const BRIEFS_MS = 120_000;
const GATEWAY_PER_MINUTE = 6000;

/** The statement's eight reads straight to the sample, as the server makes them (all at once). */
const directReads = async (url: string, apiKey: string, token: string, clientId: string) => {
  const range = { startDate: MONTH.from, endDate: MONTH.to };
  const previous = { startDate: '2026-09-01', endDate: '2026-09-30' };
  const reads: [OperationId, Record<string, unknown>][] = [
    ['getFinanceOverview', range],
    ['getFinanceOverview', previous],
    ['getTaxDetails', range],
    ['getDepositDetails', range],
    ['getEstimateVsActual', range],
    ['getPosVsOffPremise', range],
    ['listDisputedOrders', { ...range, limit: 500, offset: 0 }],
    ['listReviews', { ...range, limit: 500 }],
  ];
  const started = performance.now();
  await Promise.all(
    reads.map(async ([id, body]) => {
      const def = operations[id];
      const reply = await request(`${url}${def.path}?${def.clientParam}=${clientId}`, {
        method: def.method,
        headers: {
          'x-api-key': apiKey,
          'content-type': 'application/json',
          [def.tokenHeader ?? 'access-token']: token,
        },
        body: JSON.stringify(body),
      });
      await reply.body.dump();
    }),
  );
  return performance.now() - started;
};

/** Resident memory of every process under `root` (bytes), from /proc. */
const treeRss = (root: number) => {
  const children = new Map<number, number[]>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
      rss.set(pid, Number(fields[21]) * 4096);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      total += rss.get(child) ?? 0;
      walk(child);
    }
  };
  walk(root);
  return total;
};

const chromiumStatement = async () => {
  try {
    readFileSync(chromiumPath());
  } catch {
    console.log('   no Chromium: the browser’s way is not measured');
    return;
  }
  const opened = await openLargestClient({ scale: 'large', today: TODAY, processingMs: 0 });
  try {
    const { page, origin, client } = opened;
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(process.pid))), 50);
    const started = performance.now();
    await page.goto(`${origin}/finance/statement?client=${client.id}&month=2026-10`);
    await page.locator('[data-statement-ready]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
    const pdf = await page.pdf({ format: 'A4' });
    const ms = performance.now() - started;
    clearInterval(sampler);
    const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    record({
      what: `  the other way: Chromium prints the page (${client.listings} stores, ${pages} pages)`,
      value: `${(ms / 1000).toFixed(1)} s`,
      budget: 'for the decision',
      ok: null,
    });
    record({
      what: '  the other way: the browser’s processes at their peak',
      value: `${(peak / 1024 / 1024).toFixed(0)} MB`,
      budget: 'for the decision',
      ok: null,
    });
  } finally {
    await opened.close();
  }
};

export const benchStatements = async () => {
  const sample = createSampleApi({
    scale: 'large',
    today: TODAY,
    processingMs: 0,
    rateLimitPerMinute: GATEWAY_PER_MINUTE,
  });
  const url = await sample.listen(6610, '127.0.0.1');
  const smtp = await startSmtpServer({ port: 6611 });
  const partner = sample.store.ledger.clients.filter((c) => c.partnerOwned);
  /** `BENCH_BRIEFS=0`: the statement alone. */
  const briefCount = Number(process.env.BENCH_BRIEFS ?? BRIEFS);
  const largest = [...partner].sort((a, b) => b.listings.length - a.listings.length)[0]!;
  try {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', 'bench/notify-server.ts'],
      {
        env: {
          ...process.env,
          UPSTREAM_URL: url,
          PARTNER_API_KEY: sample.config.apiKey,
          PARTNER_EMAIL: sample.config.email,
          PARTNER_PASSWORD: sample.config.password,
          SMTP_URL: smtp.url,
          CLIENT_ID: largest.clientId,
          CLIENT_IDS: partner.map((c) => c.clientId).join(','),
          BRIEFS: String(briefCount),
        },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const lines: Record<string, Record<string, number>>[] = [];
    let buffer = '';
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const part of parts)
        if (part.startsWith('{')) lines.push(JSON.parse(part) as (typeof lines)[number]);
    });
    const waitFor = (key: string) =>
      new Promise<Record<string, number>>((resolve, reject) => {
        const look = () => {
          const found = lines.find((line) => key in line);
          if (found) return resolve(found[key]!);
          if (child.exitCode !== null) return reject(new Error(`the server exited before ${key}`));
          setTimeout(look, 100);
        };
        look();
      });
    try {
      const statement = await waitFor('statement');
      const token = await upstreamToken(url, {
        apiKey: sample.config.apiKey,
        email: sample.config.email,
        password: sample.config.password,
      });
      const reference = await directReads(url, sample.config.apiKey, token, largest.clientId);
      if (statement) {
        record({
          what: `statement of ${largest.listings.length} stores made and mailed by the server`,
          value: `${(statement.jobMs! / 1000).toFixed(1)} s`,
          budget: `≤ ${STATEMENT_MS / 1000} s`,
          ok: statement.jobMs! <= STATEMENT_MS,
        });
        record({
          what: '  reference: its eight reads straight to the sample',
          value: `${(reference / 1000).toFixed(2)} s`,
          budget: 'the reference',
          ok: null,
        });
        record({
          what: `  of which the PDF drawn (pdf-lib, ${(statement.pdfBytes! / 1024).toFixed(0)} KB)`,
          value: `${(statement.pdfMs! / 1000).toFixed(2)} s`,
          budget: 'part of the above',
          ok: null,
        });
        const added = statement.rssPeakMb! - statement.rssBeforeMb!;
        record({
          what: "  the memory the statement took (the server's peak − before)",
          value: `${added.toFixed(0)} MB`,
          budget: `≤ ${STATEMENT_MB} MB`,
          ok: added <= STATEMENT_MB,
        });
        record({
          what: `  the server process: ${statement.rssBeforeMb!.toFixed(0)} MB before, at its peak`,
          value: `${statement.rssPeakMb!.toFixed(0)} MB`,
          budget: 'read beside it',
          ok: null,
        });
      }
      if (briefCount > 0) {
        await waitFor('briefsReady');
        await request(`${url}/__sample/stats`, {
          method: 'DELETE',
          headers: { 'x-api-key': sample.config.apiKey },
        }).then((reply) => reply.body.dump());
        const sentBefore = smtp.received.length;
        child.stdin.write('go\n');
        const briefs = await waitFor('briefs');
        const stats = (await (
          await request(`${url}/__sample/stats`, { headers: { 'x-api-key': sample.config.apiKey } })
        ).body.json()) as {
          rateLimited: number;
          busiestWindow: number;
          requests: Record<string, number>;
        };
        const sent = smtp.received.length - sentBefore;
        const upstream = Object.values(stats.requests).reduce((sum, n) => sum + n, 0);
        record({
          what: `${sent} of ${briefCount} people's briefs built and sent at 07:00`,
          value: `${(briefs.ms! / 1000).toFixed(1)} s`,
          budget: `≤ ${BRIEFS_MS / 1000} s, all sent`,
          ok: briefs.ms! <= BRIEFS_MS && sent === briefCount,
        });
        record({
          what: `  the gateway's busiest minute (${upstream} requests, ${stats.rateLimited} refused)`,
          value: `${stats.busiestWindow}`,
          budget: `≤ ${GATEWAY_PER_MINUTE}, none refused`,
          ok: stats.busiestWindow <= GATEWAY_PER_MINUTE && stats.rateLimited === 0,
        });
      }
    } finally {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
  } finally {
    await smtp.stop();
    await sample.close();
  }
  await chromiumStatement();
};
