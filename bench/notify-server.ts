/**
 * The dashboard's server in a process of its own for `bench/statements.ts`, so its memory is its
 * own: over the sample at `UPSTREAM_URL`, mailing to `SMTP_URL`, its clock set by the bench. It
 * makes one scheduled statement of `CLIENT_ID` (the largest client) and prints, as one JSON line,
 * how long the job took (read, PDF, ZIP, mail), how long its PDF took to draw alone, and its
 * resident memory before and at its peak; then, with `BRIEFS` set, that many people's briefs at
 * 07:00 (people invited by the owner, each over one or two clients), and how long they took.
 */
import { request } from 'undici';
import { startProxy } from '../src/proxy/testing';
import { loadCssAsClassNames } from '../src/notify/css-modules';
import { dashboardCall, invitePerson, signInCookie } from './lib';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};
let now = new Date('2026-11-01T00:00:00Z');
const account = { email: env('PARTNER_EMAIL'), password: env('PARTNER_PASSWORD') };
const server = await startProxy(
  {
    upstreamUrl: env('UPSTREAM_URL'),
    partnerApiKey: env('PARTNER_API_KEY'),
    partnerCredential: account,
    firstOwner: { ...account, name: 'Bench Owner' },
    smtpUrl: env('SMTP_URL'),
    notifyTickSeconds: 0,
    readCacheSeconds: 60,
  },
  { clock: () => now },
);
const mb = (bytes: number) => bytes / 1024 / 1024;
const print = (line: Record<string, unknown>) => console.log(JSON.stringify(line));
try {
  const owner = await signInCookie(server.origin, account.email, account.password);
  now = new Date('2026-10-20T09:00:00Z');
  const created = await request(`${server.origin}/api/notifications/statements`, {
    method: 'POST',
    headers: { 'x-dashboard-request': '1', 'content-type': 'application/json', cookie: owner },
    body: JSON.stringify({
      allClients: false,
      clientIds: [env('CLIENT_ID')],
      day: 1,
      recipients: ['books@client.example'],
    }),
  });
  if (created.statusCode !== 201) throw new Error(`schedule: ${await created.body.text()}`);
  await created.body.dump();
  const notifications = await server.notifications();
  global.gc?.();
  const before = process.memoryUsage().rss;
  now = new Date('2026-11-01T00:00:00Z');
  const started = performance.now();
  await notifications.tick();
  const jobMs = performance.now() - started;
  const peak = process.resourceUsage().maxRSS * 1024;

  // The PDF alone, drawn again from the same reads (kept replies: no upstream time).
  loadCssAsClassNames();
  const [{ readStatements }, { statementPdf }] = await Promise.all([
    import('../src/notify/statement-reader'),
    import('../src/notify/statement-pdf'),
  ]);
  const { statements } = await readStatements(
    async (path, body) => {
      const reply = await dashboardCall(server.origin, 'POST', path, { cookie: owner, body });
      return { status: reply.status, body: reply.text, headers: {} };
    },
    [env('CLIENT_ID')],
    '2026-10',
  );
  const drawStarted = performance.now();
  const pdf = await statementPdf(statements, '2026-11-01');
  print({
    statement: {
      jobMs,
      pdfMs: performance.now() - drawStarted,
      pdfBytes: pdf.length,
      rssBeforeMb: mb(before),
      rssPeakMb: mb(peak),
    },
  });

  const briefs = Number(process.env.BRIEFS ?? 0);
  if (briefs > 0) {
    const clients = env('CLIENT_IDS').split(',');
    now = new Date('2026-11-17T09:00:00Z');
    const cookies: string[] = [];
    for (let index = 0; index < briefs; index += 1) {
      const picked = [clients[index % clients.length]!, clients[(index * 7 + 3) % clients.length]!];
      cookies.push(
        await invitePerson(server.origin, owner, {
          email: `person-${index}@bench.example`,
          name: `Person ${index}`,
          role: 'manager',
          scope: { kind: 'clients', clientIds: [...new Set(picked)] },
          password: `bench-password-${index}-long`,
        }),
      );
    }
    for (const cookie of cookies) {
      const saved = await request(`${server.origin}/api/notifications/settings`, {
        method: 'PUT',
        headers: { 'x-dashboard-request': '1', 'content-type': 'application/json', cookie },
        body: JSON.stringify({
          enabled: true,
          time: '07:00',
          timeZone: 'UTC',
          days: [1, 2, 3, 4, 5, 6, 7],
          quietHours: null,
          paused: false,
        }),
      });
      if (saved.statusCode !== 200) throw new Error(`brief: ${await saved.body.text()}`);
      await saved.body.dump();
    }
    print({ briefsReady: briefs });
    // Wait for the bench to clear the sample's counters.
    await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));
    now = new Date('2026-11-18T07:00:00Z');
    const briefsStarted = performance.now();
    await notifications.tick();
    print({ briefs: { ms: performance.now() - briefsStarted } });
  }
} finally {
  await server.close();
}
