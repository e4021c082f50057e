/**
 * `npm run soak`: two hundred people at 9 a.m. on one partner account (issue 38), all on loopback
 * and all stopped at the end. The sample API on the `large` sample with its real per-token limit
 * (`SAMPLE_RATE_LIMIT_PER_MINUTE`, 6,000 by default), PostgreSQL (Debian's package, its own
 * folder), Redis, two production servers (`npm run serve`'s program) behind nginx, round robin.
 *
 * Before the run, people of every preset are made unattended through the team's HTTP routes (an
 * owner invites, each accepts with a password of their own; scripts/soak/people.ts). Then each
 * virtual person signs in as themselves, in the first quarter of the run (a minute by default)
 * opens their morning pages with the reads those pages make (scripts/soak/pages.ts), and for the
 * rest reads, replies and raises (scripts/soak/users.ts). Halfway one instance is killed
 * (SIGKILL) and later started again. The figures are printed beside their budgets
 * (scripts/soak/report.ts); the exit code is 1 when one fails.
 *
 * Settings: SOAK_SECONDS (240), SOAK_USERS (200), SOAK_SCALE (`large`), and for the instances
 * READ_CACHE_SECONDS (60), UPSTREAM_REQUESTS_PER_MINUTE (5000), LOG_LEVEL (`warn`).
 * redis-server and nginx come from Debian's packages, installed when missing (as root);
 * PostgreSQL must be installed (`.ci/run` installs it). Needs `npm run build` (run here when
 * dist/ is missing).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { startPostgres } from '../src/people/db/local-postgres';
import { freePort, startRedis } from '../src/proxy/local-redis';
import { SAMPLE_DEFAULTS } from '../src/sample-api/config';
import { todayOf } from '../src/web/lib/calendar';
import { ensurePackage, startNginx } from './local-nginx';
import { createBrowser, createTally, type ListingOwners } from './soak/browser';
import { auditOf, createGateway, upstreamReadsOf } from './soak/gateway';
import { createPeople, planPeople, presetCounts } from './soak/people';
import {
  cpuSeconds,
  rssMb,
  root,
  startProgram,
  startSampleApi,
  stopProgram,
} from './soak/processes';
import { report } from './soak/report';
import { createAssignment, runUser, type UserContext } from './soak/users';

const SECONDS = Number(process.env.SOAK_SECONDS ?? 240);
const USERS = Number(process.env.SOAK_USERS ?? 200);
const SCALE = (process.env.SOAK_SCALE ?? 'large') as 'small' | 'default' | 'large';
const KEY = 'soak-partner-key';
const SECRET = 'soak-session-secret-soak-session-secret-0000';
const PARTNER = { email: SAMPLE_DEFAULTS.email, password: SAMPLE_DEFAULTS.password };
/** What the instances are given: kept read replies and a shared upstream budget (issue 38). */
const INSTANCE_SETTINGS = {
  READ_CACHE_SECONDS: process.env.READ_CACHE_SECONDS ?? '60',
  UPSTREAM_REQUESTS_PER_MINUTE: process.env.UPSTREAM_REQUESTS_PER_MINUTE ?? '5000',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};

const say = (line: string) => console.log(line);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Where the instances' reads came from, by their own metrics (`dashboard_reads_total`). */
const readSources = async (instances: { metricsPort: number }[]) => {
  const counts = new Map<string, number>();
  for (const { metricsPort } of instances) {
    const text = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      .then((res) => res.text())
      .catch(() => '');
    for (const [, source, n] of text.matchAll(/^dashboard_reads_total\{source="(\w+)"\} (\d+)/gm))
      counts.set(source!, (counts.get(source!) ?? 0) + Number(n));
  }
  return `the instances' reads by source (instance 1 counted since its restart): ${
    [...counts].map(([source, n]) => `${source} ${n}`).join(', ') || 'no metrics'
  }`;
};

const main = async () => {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    say('No build in dist/: running `npm run build` first');
    if (spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status !== 0)
      throw new Error('the build failed');
  }
  ensurePackage('redis-server', 'redis-server', ['--version']);
  const today = todayOf();
  const stops: (() => Promise<void>)[] = [];
  const instances: {
    port: number;
    /** Its Prometheus metrics (`METRICS_PORT`). */
    metricsPort: number;
    child?: ChildProcess;
    peakMb: number;
    /** CPU seconds used during the run, over every process of the instance. */
    cpu: { pid?: number; seen: number; total: number };
    /** What it logged at warn and above (LOG_LEVEL). */
    logged: string[];
  }[] = [];
  let sample: ChildProcess | undefined;
  try {
    const samplePort = await freePort();
    const setupStarted = Date.now();
    sample = await startSampleApi({
      port: samplePort,
      apiKey: KEY,
      today,
      scale: SCALE,
      processingMs: 1000,
    });
    const sampleUrl = `http://127.0.0.1:${samplePort}`;
    const gateway = await createGateway({ url: sampleUrl, apiKey: KEY, ...PARTNER });
    const clients = await gateway.clients();
    const owners: ListingOwners = new Map(
      clients.flatMap((c) => c.listingDetails.map((l) => [l.listingId, c.clientId] as const)),
    );
    const redis = await startRedis();
    stops.push(redis.stop);
    const postgres = await startPostgres();
    stops.push(postgres.stop);
    const startInstance = (port: number, metricsPort: number, logged: string[]) =>
      startProgram(
        process.execPath,
        ['--import', 'tsx', 'src/proxy/main.ts'],
        /Dashboard on/,
        {
          PORT: String(port),
          HOST: '127.0.0.1',
          UPSTREAM_URL: sampleUrl,
          PARTNER_API_KEY: KEY,
          SESSION_SECRET: SECRET,
          REDIS_URL: redis.url,
          DATABASE_URL: postgres.url,
          PARTNER_EMAIL: PARTNER.email,
          PARTNER_PASSWORD: PARTNER.password,
          OWNER_EMAIL: PARTNER.email,
          OWNER_PASSWORD: PARTNER.password,
          TRUST_PROXY: '1',
          METRICS_PORT: String(metricsPort),
          ...INSTANCE_SETTINGS,
        },
        (line) => logged.push(line.slice(0, 300)),
      );
    for (let i = 0; i < 2; i++) {
      const port = await freePort();
      const metricsPort = await freePort();
      const logged: string[] = [];
      const child = await startInstance(port, metricsPort, logged);
      instances.push({ port, metricsPort, child, peakMb: 0, cpu: { seen: 0, total: 0 }, logged });
    }
    const nginx = await startNginx({
      upstreams: instances.map((instance) => `127.0.0.1:${instance.port}`),
      workerConnections: 4096,
    });
    stops.push(nginx.stop);
    const front = nginx.origin;

    // ---- the people, made as an owner makes them ----
    const setupTally = createTally(Date.now());
    const owner = createBrowser({
      origin: front,
      record: setupTally,
      who: 'first owner',
      scope: { kind: 'all' },
      owners,
    });
    for (let i = 0; i < 100 && !(await owner.signIn(PARTNER.email, PARTNER.password)); i++)
      await sleep(200);
    if (!owner.signedIn) throw new Error('the first owner could not sign in');
    const people = planPeople(USERS, clients);
    await createPeople(owner, people);
    await owner.close();
    const counts = presetCounts(USERS);
    say(
      `Soak: ${USERS} people (${Object.entries(counts)
        .map(([preset, n]) => `${n} ${preset}`)
        .join(
          ', ',
        )}) made in ${seconds(setupStarted)} with the sample API (${SCALE}, ${clients.length} clients), Redis, PostgreSQL, 2 instances behind nginx on ${front}; ${SECONDS} s, ${INSTANCE_SETTINGS.READ_CACHE_SECONDS} s kept replies, ${INSTANCE_SETTINGS.UPSTREAM_REQUESTS_PER_MINUTE} upstream requests a minute`,
    );

    // ---- the run ----
    await gateway.clearStats();
    const started = Date.now();
    const tally = createTally(started);
    const ctx: UserContext = {
      tally,
      today,
      burstMs: (SECONDS * 1000) / 4,
      untilMs: SECONDS * 1000,
      sent: new Set(),
      mine: createAssignment(people, owners),
      portfolios: [],
    };
    const load = loadavg()[0] ?? 0;
    const ownCpu = process.cpuUsage();
    const sampleCpu = cpuSeconds(sample.pid);
    const watch = () => {
      for (const instance of instances) {
        const pid = instance.child?.pid;
        instance.peakMb = Math.max(instance.peakMb, rssMb(pid));
        const used = cpuSeconds(pid);
        if (pid !== instance.cpu.pid) instance.cpu = { ...instance.cpu, pid, seen: used };
        instance.cpu.total += Math.max(0, used - instance.cpu.seen);
        instance.cpu.seen = used;
      }
    };
    watch();
    for (const instance of instances) instance.cpu.total = 0;
    const memory = setInterval(watch, 500);
    const failover = (async () => {
      await sleep((SECONDS * 1000) / 2);
      tally.phase = 'during';
      const victim = instances[0]!;
      say(`  ${seconds(started)}: instance 1 killed`);
      await stopProgram(victim.child, 'SIGKILL');
      await sleep(Math.min(20_000, (SECONDS * 1000) / 12));
      victim.child = await startInstance(victim.port, victim.metricsPort, victim.logged);
      say(`  ${seconds(started)}: instance 1 started again`);
      // nginx tries it again after fail_timeout.
      await sleep(4000);
      tally.phase = 'after';
    })();
    // Every half minute: how far along, and the share of that half minute's reads that went
    // upstream (the sample API's counts).
    let last = { asked: 0, upstream: 0 };
    const progress = setInterval(() => {
      void gateway.stats().then((stats) => {
        const upstream = upstreamReadsOf(stats);
        const asked = tally.reads.length;
        const share = (upstream - last.upstream) / Math.max(1, asked - last.asked);
        last = { asked, upstream };
        say(
          `  ${seconds(started)}: ${asked} reads, ${tally.writes.length} writes, ${tally.signIns.length} sign-ins; upstream ${(share * 100).toFixed(0)}% of the last half minute's reads`,
        );
      });
    }, 30_000);
    await Promise.all([
      ...people.map((person) =>
        runUser(
          person,
          createBrowser({
            origin: front,
            record: tally,
            who: `${person.preset} ${person.email}`,
            scope: person.scope,
            owners,
          }),
          ctx,
        ),
      ),
      failover,
    ]);
    clearInterval(memory);
    clearInterval(progress);
    const used = process.cpuUsage(ownCpu);
    const machine = `CPU over the run: the virtual browsers ${((used.user + used.system) / 1e6).toFixed(0)} s, ${instances
      .map((instance, i) => `instance ${i + 1} ${instance.cpu.total.toFixed(0)} s`)
      .join(
        ', ',
      )}, the sample API ${(cpuSeconds(sample.pid) - sampleCpu).toFixed(0)} s; load average ${load.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end (${cpus().length} cores, shared)`;
    say(`  ${seconds(started)}: done; checking the gateway's state and the audit log`);

    // Replies and raises still being applied (the sample's processing time).
    await sleep(2500);
    const stats = await gateway.stats();
    const applied = await gateway.writesApplied(clients, today);
    const audit = await auditOf(postgres.url, SECRET, ['review.reply', 'dispute.raise']);
    const held = report({
      perMinute: Number(process.env.SAMPLE_RATE_LIMIT_PER_MINUTE ?? 6000),
      tally,
      stats,
      portfolios: ctx.portfolios,
      applied,
      audit,
      instances,
    });
    say(await readSources(instances));
    // nginx's own account of the 502s a person got from it (outside the kill there should be none).
    const nginxErrors = [...tally.errors.keys()].some((kind) => kind.includes('nginx'))
      ? nginx.errors(4)
      : [];
    if (nginxErrors.length > 0)
      say(`nginx's error log, the last lines:\n  ${nginxErrors.join('\n  ')}`);
    say(machine);
    instances.forEach((instance, i) => {
      if (instance.logged.length === 0) return;
      say(`instance ${i + 1} logged ${instance.logged.length} warnings or errors; the last:`);
      for (const line of instance.logged.slice(-3)) say(`  ${line}`);
    });
    process.exitCode = held ? 0 : 1;
  } finally {
    for (const instance of instances) await stopProgram(instance.child);
    for (const stop of stops) await stop();
    await stopProgram(sample);
  }
};

await main();
