/**
 * The morning brief's delivery (issue 39): a scheduler that enqueues each due brief once, and a
 * worker that claims jobs and mails them, on every instance.
 *
 * - Exactly once: a job's key is unique (`brief:<person>:<local date>`), so every instance's
 *   scheduler may enqueue it and one row results; a job is claimed by one instance (`FOR UPDATE
 *   SKIP LOCKED`) under a lease, and an instance that dies holding it is replaced once the lease
 *   has passed. The lease is checked again just before the send, and "sent" is written with the
 *   delivery log's line in the transaction that ends the job, by the lease's holder only.
 *   What remains is the gap no mail protocol closes: an instance killed after the SMTP server
 *   took the message and before that transaction commits. Its job is sent again after the lease,
 *   with the same Message-ID, which mail clients show once.
 * - A failed attempt (SMTP down, the gateway failing every client) is tried again with backoff
 *   (`retryMs`, doubled each time) up to `MAX_ATTEMPTS`; each end is a line of the delivery log.
 * - Time is the server's clock (`clock.ts`), which tests set: they call `tick()` after moving it.
 */
import { hostname } from 'node:os';
import { createHash, randomBytes } from 'node:crypto';
import { createTransport, type Transporter } from 'nodemailer';
import type { PeopleStore, JobRecord, PersonRecord } from '../people/store-types';
import { mayUse } from '../people/sessions';
import type { BriefSettings } from '../contract/notifications';
import type { Clock } from './clock';
import { briefDue, localMoment } from './schedule';
import { briefMail } from './brief-mail';
import { readBrief, type AnswerAs } from './brief-reader';
import { linkFor, unsubscribeHeaders, unsubscribeLink } from './unsubscribe';
import { loadCssAsClassNames } from './css-modules';
import {
  mayScheduleStatements,
  readStatementJobKey,
  statementDue,
  statementJobKey,
} from './statements';

/**
 * The statement's mail maker, with the page's code it runs, loaded at the first statement. By
 * address, not a literal import: the dev server's bundled Vite config holds this module, and must
 * not bundle the page's code with its CSS modules (which this process loads through
 * `loadCssAsClassNames`).
 */
const STATEMENT_JOB = new URL('./statement-job.ts', import.meta.url).href;
const statementJob = async () => {
  loadCssAsClassNames();
  return (await import(/* @vite-ignore */ STATEMENT_JOB)) as typeof import('./statement-job');
};
import { readAlerts, type AlertItem } from './alert-reader';
import {
  alertMail,
  isAlertMessage,
  postToSlack,
  postToWebhook,
  type AlertMessage,
} from './alert-send';
import { EMAIL_CHANNEL } from '../contract/alerts';
import type { AlertRuleRecord } from '../people/store-types';

/** Attempts of a scheduled brief: 5 min, 10, 20, 40 and 80 min apart by default. */
export const MAX_ATTEMPTS = 6;

export const DEFAULT_BRIEF: BriefSettings = {
  enabled: false,
  time: '07:00',
  timeZone: 'UTC',
  days: [1, 2, 3, 4, 5],
  quietHours: null,
  paused: false,
};

export interface NotificationsOptions {
  store: PeopleStore;
  /** Answers one of the dashboard's requests as `person` (the proxy's `operationAs`). */
  operationAs: (person: PersonRecord, path: string, body: unknown) => ReturnType<AnswerAs>;
  /** `SMTP_URL`; without it nothing is mailed and nothing is enqueued. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** `PUBLIC_URL`: the mail's links; else the origin the person saved their settings from. */
  publicUrl: string | undefined;
  unsubscribeSecret: string;
  clock: Clock;
  /** How often the scheduler runs (ms); 0: only when `tick()` is called. */
  tickMs: number;
  leaseMs: number;
  /** The first retry's wait; each next one doubles it (capped at an hour). */
  retryMs: number;
  /** How often each person's alert rules are checked (ms); 15 minutes by default. */
  alertEveryMs?: number;
  /** Channels may post to this server's own network (`WEBHOOK_ALLOW_PRIVATE`): tests, an intranet. */
  webhookAllowPrivate?: boolean;
  /** People whose rules one instance checks at once. */
  alertConcurrency?: number;
  /** Jobs one instance runs at once. */
  concurrency?: number;
  /** Milliseconds to wait for the SMTP server's connection and greeting. */
  smtpTimeoutMs?: number;
  log: { warn: (message: string) => void; error: (message: string) => void };
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createNotifications = (options: NotificationsOptions) => {
  const { store, clock } = options;
  const owner = `${hostname()}-${process.pid}-${randomBytes(4).toString('hex')}`;
  const concurrency = options.concurrency ?? 4;
  const posting = { allowPrivate: options.webhookAllowPrivate ?? false };
  const timeout = options.smtpTimeoutMs ?? 10_000;
  const transport: Transporter | null = options.smtpUrl
    ? createTransport({
        url: options.smtpUrl,
        // A few connections kept open and reused: an alert round mails hundreds of messages, and
        // a connection (and its TLS handshake) per message was most of its time.
        pool: true,
        maxConnections: concurrency,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: Math.max(timeout * 3, 15_000),
      })
    : null;
  const origin = (kept: string | null) => options.publicUrl?.replace(/\/+$/, '') ?? kept ?? null;
  const backoff = (attempt: number) =>
    Math.min(options.retryMs * 2 ** Math.max(0, attempt - 1), 3_600_000);

  /** Enqueues every brief due now (each once, whichever instance gets there first). */
  const schedule = async () => {
    if (!transport) return 0;
    const now = clock();
    let queued = 0;
    for (const settings of await store.listBriefSettings()) {
      const forDate = briefDue(settings.brief, settings.updatedAt, now);
      if (!forDate) continue;
      const id = await store.enqueueJob({
        key: `brief:${settings.personId}:${forDate}`,
        kind: 'brief',
        personId: settings.personId,
        forDate,
        origin: origin(settings.origin),
        maxAttempts: MAX_ATTEMPTS,
        at: now,
      });
      if (id) queued++;
    }
    for (const schedule of await store.allStatementSchedules()) {
      const due = statementDue(schedule, now);
      if (!due) continue;
      const id = await store.enqueueJob({
        key: statementJobKey(schedule.id, due.month),
        kind: 'statement',
        personId: schedule.personId,
        forDate: due.date,
        origin: origin(schedule.origin),
        maxAttempts: MAX_ATTEMPTS,
        at: now,
      });
      if (id) queued++;
    }
    return queued;
  };

  /**
   * A scheduled statement: read as its person now (their scope as it is today), mailed to each of
   * the schedule's addresses as a message of its own (its own unsubscribe link). Each address
   * mailed is kept on the job (`payload.sentTo`) before the next is tried, so an attempt after a
   * failure part-way mails only those left. 'skipped' with the reason when there is nothing to
   * send; null when the lease was lost (the instance that took the job over goes on).
   */
  const sendStatement = async (job: JobRecord, person: PersonRecord) => {
    if (!transport) throw new Error('Mail is not set up on this server (SMTP_URL)');
    const named = readStatementJobKey(job.key);
    const schedule = named && (await store.findStatementSchedule(named.scheduleId));
    if (!named || !schedule || schedule.personId !== person.id)
      return { skip: 'The schedule was deleted' };
    const sentTo = Array.isArray(job.payload?.sentTo)
      ? job.payload.sentTo.filter((one): one is string => typeof one === 'string')
      : [];
    if (schedule.recipients.length === 0 && sentTo.length === 0)
      return {
        skip: 'Every recipient unsubscribed: add an address to the schedule to send it again',
      };
    // A person who may no longer schedule (now a viewer, or a store manager) sends nothing; a
    // client they no longer see is left out below (read as them), and the log says which.
    const refused = mayScheduleStatements(person);
    if (refused) return { skip: refused };
    const left = schedule.recipients.filter((address) => !sentTo.includes(address));
    const sentNote = (count: number) => `Sent to ${count} address${count === 1 ? '' : 'es'}`;
    if (left.length === 0) return { sent: sentNote(sentTo.length) };
    let made;
    try {
      made = await (
        await statementJob()
      ).statementMail({
        schedule,
        person,
        month: named.month,
        today: job.forDate,
        answer: (path, body) => options.operationAs(person, path, body),
        origin: job.origin,
      });
    } catch (error) {
      throw new Error(`The statement could not be made: ${messageOf(error)}`, { cause: error });
    }
    if ('skip' in made) return made;
    const host = job.origin ? new URL(job.origin).hostname : hostname();
    for (const address of left) {
      if (!(await store.holdsLease(job.id, owner, clock()))) return null;
      const unsubscribe = job.origin
        ? linkFor(job.origin, options.unsubscribeSecret, {
            kind: 'statement',
            scheduleId: schedule.id,
            address,
          })
        : null;
      try {
        await transport.sendMail({
          ...made.mailFor(address, unsubscribe),
          from: options.mailFrom,
          // Its own per address, the same on every attempt: a message sent again after the gap
          // no protocol closes (see above) is shown once.
          messageId: `<statement-${job.id}-${createHash('sha256').update(address).digest('hex').slice(0, 16)}@${host}>`,
        });
      } catch (error) {
        const done = sentTo.length ? ` (${sentNote(sentTo.length).toLowerCase()} already)` : '';
        throw new Error(`SMTP: ${messageOf(error)}${done}`, { cause: error });
      }
      sentTo.push(address);
      const kept = await store.saveJobProgress(job.id, owner, clock(), {
        ...job.payload,
        sentTo,
      });
      if (!kept) return null;
    }
    const note = sentNote(sentTo.length);
    return { sent: made.note ? `${note}. ${made.note}` : note };
  };

  /** One mail to the person (their name on one line), with its one-click unsubscribe when it has one. */
  const mailPerson = async (
    person: PersonRecord,
    mail: { subject: string; text: string; html: string },
    messageId: string,
    unsubscribe: string | undefined,
  ) => {
    if (!transport) throw new Error('Mail is not set up on this server (SMTP_URL)');
    try {
      await transport.sendMail({
        from: options.mailFrom,
        to: { name: person.name.replace(/\s+/g, ' ').trim(), address: person.email },
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId,
        ...unsubscribeHeaders(unsubscribe),
      });
    } catch (error) {
      throw new Error(`SMTP: ${messageOf(error)}`, { cause: error });
    }
  };

  /** An alert (or a channel's test) on its job's channel. */
  const sendAlert = async (job: JobRecord, person: PersonRecord, message: AlertMessage) => {
    const base = job.origin;
    if (!base) throw new Error('The dashboard’s address is unknown: set PUBLIC_URL');
    const [kind, channelId] = job.channel.split(':');
    const channel =
      kind === EMAIL_CHANNEL ? null : await store.findAlertChannel(person.id, channelId ?? '');
    if (kind !== EMAIL_CHANNEL && !channel) return 'gone' as const;
    if (!(await store.holdsLease(job.id, owner, clock()))) return false;
    if (channel?.kind === 'slack') {
      await postToSlack(channel.url, message, base, posting);
      return true;
    }
    if (channel?.kind === 'webhook') {
      if (!channel.secret) throw new Error('The webhook has no secret: add it again');
      await postToWebhook(channel.url, channel.secret, message, base, job.id, clock(), posting);
      return true;
    }
    if (!transport) throw new Error('Mail is not set up on this server (SMTP_URL)');
    // A rule's alert carries the link that turns e-mail off for that rule; a channel's test has
    // no rule to leave.
    const unsubscribe = message.ruleId
      ? linkFor(base, options.unsubscribeSecret, {
          kind: 'alert',
          personId: person.id,
          ruleId: message.ruleId,
        })
      : undefined;
    const mail = alertMail(message, base, unsubscribe);
    await mailPerson(person, mail, `<alert-${job.id}@${new URL(base).hostname}>`, unsubscribe);
    return true;
  };

  const send = async (job: JobRecord, person: PersonRecord) => {
    if (isAlertMessage(job.payload)) return sendAlert(job, person, job.payload);
    if (!transport) throw new Error('Mail is not set up on this server (SMTP_URL)');
    const base = job.origin;
    if (!base) throw new Error('The dashboard’s address is unknown: set PUBLIC_URL');
    let brief;
    // The instant the figures are read: the next brief's new low reviews are those written since
    // (not since this one was mailed, which would lose what came in while it was being made).
    const readAt = clock();
    try {
      const lastBriefAt = (await store.lastBriefAt(person.id))?.toISOString() ?? null;
      brief = await readBrief(
        (path, body) => options.operationAs(person, path, body),
        job.forDate,
        lastBriefAt,
      );
    } catch (error) {
      throw new Error(`The brief could not be read: ${messageOf(error)}`, { cause: error });
    }
    const unsubscribe = unsubscribeLink(base, options.unsubscribeSecret, person.id);
    const mail = briefMail({ brief, origin: base, unsubscribe, test: job.kind === 'test' });
    // Another instance took the job over (this one was too slow): it sends, not this one.
    if (!(await store.holdsLease(job.id, owner, clock()))) return false;
    if (job.kind === 'brief') {
      const kept = { ...job.payload, readAt: readAt.toISOString() };
      if (!(await store.saveJobProgress(job.id, owner, clock(), kept))) return false;
    }
    await mailPerson(
      person,
      mail,
      `<${job.kind}-${job.id}@${new URL(base).hostname}>`,
      unsubscribe,
    );
    return true;
  };

  /** Why a found alert is no longer to be sent: paused, its rule off or changed, out of scope. */
  const alertHeldBack = async (person: PersonRecord, job: JobRecord, message: AlertMessage) => {
    const rule = message.ruleId ? await store.findAlertRule(person.id, message.ruleId) : null;
    if (!rule) return 'The rule was removed';
    if (!rule.enabled) return 'The rule was turned off';
    const channelId = job.channel === EMAIL_CHANNEL ? EMAIL_CHANNEL : job.channel.split(':')[1];
    if (!rule.channelIds.includes(channelId ?? ''))
      return channelId === EMAIL_CHANNEL
        ? 'E-mail was turned off for the rule'
        : 'The rule no longer uses this channel';
    if ((await store.getNotificationSettings(person.id))?.brief.paused) return 'Paused';
    const { scope } = person;
    const sees =
      message.clientId === null ||
      scope.kind === 'all' ||
      (scope.kind === 'clients'
        ? scope.clientIds.includes(message.clientId)
        : scope.clientId === message.clientId);
    return sees ? null : 'The client is no longer in your access';
  };

  /** One claimed job to its end: sent, skipped, or failed (to be retried, or for good). */
  const run = async (job: JobRecord) => {
    const person = await store.findPerson(job.personId);
    if (!person || !mayUse(person))
      return store.finishJob(job, owner, clock(), {
        outcome: 'skipped',
        detail: 'The account is not active',
      });
    if (job.kind === 'brief') {
      const settings = await store.getNotificationSettings(person.id);
      if (!settings?.brief.enabled || settings.brief.paused)
        return store.finishJob(job, owner, clock(), {
          outcome: 'skipped',
          detail: settings?.brief.paused ? 'Paused' : 'The brief was turned off',
        });
    }
    if (job.kind === 'alert' && isAlertMessage(job.payload) && job.payload.ruleId) {
      // Asked again at each attempt (a retry comes up to hours later): what changed since the
      // item was found holds the alert back.
      const skip = await alertHeldBack(person, job, job.payload);
      if (skip) return store.finishJob(job, owner, clock(), { outcome: 'skipped', detail: skip });
    }
    let note: string | null = null;
    try {
      if (job.kind === 'statement') {
        const ended = await sendStatement(job, person);
        if (!ended) return false;
        if ('skip' in ended)
          return store.finishJob(job, owner, clock(), { outcome: 'skipped', detail: ended.skip });
        note = ended.sent;
      } else {
        const sent = await send(job, person);
        if (sent === 'gone')
          return store.finishJob(job, owner, clock(), {
            outcome: 'skipped',
            detail: 'The channel was removed',
          });
        if (!sent) return false;
      }
    } catch (error) {
      const now = clock();
      const retry = job.attempts < job.maxAttempts;
      options.log.warn(
        `notifications: ${job.kind} ${job.id} attempt ${job.attempts} failed: ${messageOf(error)}`,
      );
      return store.finishJob(job, owner, now, {
        outcome: 'failed',
        detail: messageOf(error),
        retryAt: retry ? new Date(now.getTime() + backoff(job.attempts)) : null,
      });
    }
    return store.finishJob(job, owner, clock(), { outcome: 'sent', detail: note });
  };

  let draining: Promise<void> | null = null;
  /** Runs due jobs until none is left for now; one round at a time per instance. */
  const drain = (): Promise<void> =>
    (draining ??= (async () => {
      try {
        for (;;) {
          const jobs = await store.claimJobs(owner, clock(), options.leaseMs, concurrency);
          if (jobs.length === 0) return;
          await Promise.all(
            jobs.map((job) =>
              run(job).catch((error: unknown) =>
                options.log.error(`notifications: job ${job.id} broke: ${messageOf(error)}`),
              ),
            ),
          );
        }
      } finally {
        draining = null;
      }
    })());

  const alertEveryMs = options.alertEveryMs ?? 15 * 60_000;
  /** The last round of checks this instance ran (its slot of `alertEveryMs`). */
  let lastAlertSlot = -1;

  /**
   * One person's rules checked now: each item found is enqueued once per channel of its rule
   * (`alert:<rule>:<item>:<channel>`; whichever instance or round is first). A review rule's first
   * check records the reviews already there as known, unsent: it alerts on those that come after.
   */
  const checkPerson = async (personId: string, rules: readonly AlertRuleRecord[]) => {
    const person = await store.findPerson(personId);
    if (!person || !mayUse(person)) return 0;
    const settings = await store.getNotificationSettings(personId);
    if (settings?.brief.paused) return 0;
    const now = clock();
    const today = localMoment(now, settings?.brief.timeZone ?? 'UTC').date;
    const { items, failed } = await readAlerts(
      (path, body) => options.operationAs(person, path, body),
      rules,
      today,
    );
    if (failed.length > 0)
      options.log.warn(`notifications: alerts of ${personId} not read for ${failed.join('; ')}`);
    const channels = new Map(
      (await store.listAlertChannels(personId)).map((channel) => [
        channel.id,
        `${channel.kind}:${channel.id}`,
      ]),
    );
    const byRule = new Map(rules.map((rule) => [rule.id, rule]));
    let queued = 0;
    for (const item of items) {
      const rule = byRule.get(item.ruleId);
      if (!rule) continue;
      const known = rule.condition.kind === 'low-review' && rule.baselinedAt === null;
      for (const channelId of rule.channelIds) {
        const channel = channelId === EMAIL_CHANNEL ? EMAIL_CHANNEL : channels.get(channelId);
        if (!channel) continue;
        const id = await store.enqueueJob({
          key: `alert:${rule.id}:${item.item}:${channelId}`,
          kind: 'alert',
          personId,
          forDate: today,
          origin: origin(rule.origin ?? settings?.origin ?? null),
          maxAttempts: MAX_ATTEMPTS,
          at: now,
          channel,
          payload: alertPayload(item),
          status: known ? 'skipped' : 'queued',
        });
        if (id && !known) queued++;
      }
    }
    // A rule's first check is its first, though some client's reads failed: held back for them,
    // every low review found afterwards would be kept as known (unsent) for good. A failed
    // client's reviews of the day may then alert at the next check instead.
    for (const rule of rules)
      if (rule.baselinedAt === null) await store.markRuleBaselined(rule.id, now);
    return queued;
  };

  const alertPayload = (item: AlertItem): Record<string, unknown> & AlertMessage => ({
    title: item.title,
    text: item.text,
    link: item.link,
    kind: item.kind,
    item: item.item,
    ruleId: item.ruleId,
    clientId: item.clientId,
  });

  /**
   * A round of checks: every enabled rule of every person, a few people at a time, each person's
   * reads through the proxy as them. Returns the alerts enqueued.
   */
  const checkAlerts = async () => {
    const rules = await store.listEnabledAlertRules();
    const byPerson = new Map<string, AlertRuleRecord[]>();
    for (const rule of rules)
      byPerson.set(rule.personId, [...(byPerson.get(rule.personId) ?? []), rule]);
    const people = [...byPerson.entries()];
    let queued = 0;
    const workers = Array.from(
      { length: Math.min(options.alertConcurrency ?? 8, people.length) },
      async () => {
        for (let next = people.shift(); next; next = people.shift()) {
          const [personId, mine] = next;
          try {
            const found = await checkPerson(personId, mine);
            queued += found;
          } catch (error) {
            options.log.warn(`notifications: alerts of ${personId}: ${messageOf(error)}`);
          }
        }
      },
    );
    await Promise.all(workers);
    return queued;
  };

  /** The scheduler's round: enqueue what is due (briefs; alerts every `alertEveryMs`), then deliver it. */
  const tick = async () => {
    await schedule();
    const slot = Math.floor(clock().getTime() / alertEveryMs);
    if (slot !== lastAlertSlot) {
      lastAlertSlot = slot;
      await checkAlerts();
    }
    await drain();
  };

  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  const start = () => {
    if (timer || options.tickMs <= 0) return;
    timer = setInterval(() => {
      if (ticking) return;
      ticking = tick()
        .catch((error: unknown) => options.log.warn(`notifications: ${messageOf(error)}`))
        .finally(() => (ticking = null));
    }, options.tickMs);
    timer.unref();
  };

  /**
   * "Send a test": today's brief for the person now, once per `key` (a click's), waiting for its
   * first attempt. A test is tried once: its failure is shown to the person, who may try again.
   */
  const sendTest = async (person: PersonRecord, key: string, requestOrigin: string) => {
    if (!transport)
      return { outcome: 'failed' as const, detail: 'Mail is not set up on this server (SMTP_URL)' };
    return queueTest(person, key, requestOrigin, {});
  };

  /**
   * "Send a test" of one channel (`email`, or a Slack or webhook channel's id): a test alert now,
   * once per `key` (a click's), tried once; its outcome is the reply.
   */
  const sendChannelTest = async (
    person: PersonRecord,
    channelId: string,
    key: string,
    requestOrigin: string,
  ) => {
    let channel: string = EMAIL_CHANNEL;
    if (channelId !== EMAIL_CHANNEL) {
      const found = (await store.listAlertChannels(person.id)).find((one) => one.id === channelId);
      if (!found) return null;
      channel = `${found.kind}:${found.id}`;
    } else if (!transport)
      return { outcome: 'failed' as const, detail: 'Mail is not set up on this server (SMTP_URL)' };
    const message: AlertMessage = {
      title: 'This channel works',
      text: 'Your alerts will arrive here like this one, each with a link to the page and item.',
      link: '/notifications',
      kind: 'test',
      item: 'test',
      ruleId: null,
      clientId: null,
      test: true,
    };
    return queueTest(person, key, requestOrigin, { channel, payload: { ...message } });
  };

  /** A test (one per click's `key`), tried once, and its outcome once its attempt has ended. */
  const queueTest = async (
    person: PersonRecord,
    key: string,
    requestOrigin: string,
    what: { channel?: string; payload?: Record<string, unknown> },
  ) => {
    const settings = await store.getNotificationSettings(person.id);
    const now = clock();
    const jobKey = `test:${person.id}:${key}`;
    await store.enqueueJob({
      key: jobKey,
      kind: 'test',
      personId: person.id,
      forDate: localMoment(now, (settings?.brief ?? DEFAULT_BRIEF).timeZone).date,
      origin: origin(requestOrigin),
      maxAttempts: 1,
      at: now,
      ...what,
    });
    return outcomeOf(jobKey);
  };

  /** Waits for a test's one attempt (run by this instance, or by another that took it). */
  const outcomeOf = async (jobKey: string) => {
    await drain();
    if ((await store.findJob(jobKey))?.status === 'queued') await drain();
    const job = await store.findJob(jobKey);
    if (job?.status === 'sent') return { outcome: 'sent' as const, detail: null };
    if (job?.status === 'failed' || job?.status === 'skipped')
      return { outcome: 'failed' as const, detail: job.lastError };
    return { outcome: 'pending' as const, detail: null };
  };

  return {
    mailConfigured: transport !== null,
    /** Channels may be saved with an address on this server's own network. */
    allowsPrivateAddresses: posting.allowPrivate,
    checkAlerts,
    sendChannelTest,
    schedule,
    drain,
    tick,
    start,
    sendTest,
    /** This instance's name on the jobs it holds. */
    owner,
    close: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
      await draining;
      transport?.close();
    },
  };
};
export type Notifications = ReturnType<typeof createNotifications>;
