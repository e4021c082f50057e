/**
 * Opens everything the server keeps about people: the database (migrated), the partner
 * connection, sessions, and the people routes. Unattended set-up from the settings: the partner
 * credential (`PARTNER_EMAIL`/`PARTNER_PASSWORD`), a first owner when there is none
 * (`OWNER_EMAIL`/`OWNER_PASSWORD`), and on the sample API one person for each preset.
 */
import type { Client, RestaurantDetailsResult } from '../contract/listings';
import { PRESET_LABELS, presetOf, type Role, type Scope } from '../contract/people';
import type { ProxyConfig } from '../proxy/config';
import type { Upstream } from '../proxy/upstream';
import { openPeopleStore } from './db/open-store';
import { createPeopleRoutes, type HttpTools } from './http';
import { createMailer } from './mailer';
import { createOidcRoutes } from './oidc-routes';
import { createPartnerConnection } from './partner';
import { hashPassword } from './passwords';
import { countingWrites, createSessions } from './sessions';
import type { PeopleStore } from './store-types';

/** The sample API's demo people: printed at start, with their passwords. */
export const DEMO_PEOPLE = [
  { email: 'accounts@partner.example', password: 'account-manager-demo', name: 'Alex Account' },
  { email: 'group@partner.example', password: 'group-manager-demo', name: 'Gina Group' },
  { email: 'store@partner.example', password: 'store-manager-demo', name: 'Sam Store' },
  { email: 'viewer@partner.example', password: 'viewer-only-demo', name: 'Vic Viewer' },
] as const;

const demoAccess = (clients: Client[]): { role: Role; scope: Scope }[] => {
  const sorted = [...clients].sort((a, b) => a.clientName.localeCompare(b.clientName));
  const first = sorted[0];
  if (!first) return [];
  const second = sorted[1] ?? first;
  return [
    { role: 'manager', scope: { kind: 'clients', clientIds: [first.clientId, second.clientId] } },
    { role: 'manager', scope: { kind: 'clients', clientIds: [first.clientId] } },
    {
      role: 'manager',
      scope: {
        kind: 'stores',
        clientId: first.clientId,
        listingIds: first.listingDetails.slice(0, 2).map((l) => l.listingId),
      },
    },
    { role: 'viewer', scope: { kind: 'clients', clientIds: [first.clientId] } },
  ];
};

const seedDemoPeople = async (
  store: PeopleStore,
  upstream: Upstream,
  token: string,
  log: (line: string) => void,
) => {
  const reply = await upstream.call('getRestaurantDetails', { token });
  if (reply.status !== 200) return;
  const { result } = JSON.parse(reply.body.toString('utf8')) as { result: RestaurantDetailsResult };
  const access = demoAccess(result.restaurantDetails);
  const lines: string[] = [];
  for (const [i, demo] of DEMO_PEOPLE.entries()) {
    const given = access[i];
    if (!given) continue;
    if (!(await store.findPersonByEmail(demo.email)))
      await store.createPerson({
        email: demo.email,
        name: demo.name,
        ...given,
        status: 'active',
        passwordHash: await hashPassword(demo.password),
      });
    lines.push(
      `  ${PRESET_LABELS[presetOf(given.role, given.scope)].padEnd(25)} ${demo.email} / ${demo.password}`,
    );
  }
  log(`  Demo people (one per preset):\n${lines.join('\n')}`);
};

export const openPeople = async (
  config: ProxyConfig,
  upstream: Upstream,
  tools: HttpTools & { secure: (req: import('node:http').IncomingMessage) => boolean },
) => {
  const opened = await openPeopleStore({
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir }),
    encryptionKey: config.sessionSecret,
  });
  await opened.migrate();
  // The embedded database is this process's alone: sessions read from it are kept until a
  // write to people or sessions (sessions.ts). A server's is shared: read every time.
  const counted = config.databaseUrl ? null : countingWrites(opened);
  const store = counted?.store ?? opened;
  const partner = createPartnerConnection({
    upstream,
    store,
    tokenTtlSeconds: config.tokenTtlSeconds,
  });
  if (config.partnerCredential) {
    const kept = await store.getPartnerCredential();
    if (
      kept?.email !== config.partnerCredential.email ||
      kept.password !== config.partnerCredential.password
    )
      await store.setPartnerCredential(config.partnerCredential);
  }
  if (config.firstOwner && (await store.countOwners()) === 0) {
    const existing = await store.findPersonByEmail(config.firstOwner.email.toLowerCase());
    const passwordHash = await hashPassword(config.firstOwner.password);
    if (existing)
      await store.updatePerson(existing.id, {
        role: 'owner',
        scope: { kind: 'all' },
        status: 'active',
        passwordHash,
      });
    else
      await store.createPerson({
        email: config.firstOwner.email.toLowerCase(),
        name: config.firstOwner.name,
        role: 'owner',
        scope: { kind: 'all' },
        status: 'active',
        passwordHash,
      });
  }
  if (config.demoPeople)
    await seedDemoPeople(store, upstream, await partner.token(), (line) => console.log(line)).catch(
      (error: unknown) => console.warn('people: the demo people could not be made', error),
    );
  const sessions = createSessions(store, config.sessionMaxAgeSeconds, counted?.writes ?? null);
  const mailer = config.smtpUrl ? createMailer(config.smtpUrl, config.mailFrom) : null;
  const routes = createPeopleRoutes({
    store,
    partner,
    tools,
    mailer,
    oidcEnabled: Boolean(config.oidc),
  });
  const oidc = config.oidc
    ? createOidcRoutes({
        settings: config.oidc,
        secret: config.sessionSecret,
        store,
        startSession: tools.startSession,
        audit: routes.audit,
        secure: tools.secure,
      })
    : null;
  return {
    store,
    partner,
    sessions,
    routes,
    oidc,
    close: async () => {
      mailer?.close();
      await store.close();
    },
  };
};
export type People = Awaited<ReturnType<typeof openPeople>>;
