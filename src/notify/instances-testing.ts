/**
 * Two instances of the real server over one real PostgreSQL, one sample API and one loopback
 * SMTP server, all started here: what the exactly-once tests of the brief, the alerts and the
 * statements run on. `clock` is the schedules' "now", which the tests move.
 */
import { startPostgres } from '../people/db/local-postgres';
import { openPeopleStore } from '../people/db/open-store';
import { startSmtpServer } from '../people/smtp-testing';
import type { ProxyConfigInput } from '../proxy/config';
import { startProxy, TEST_SECRET } from '../proxy/testing';
import { startSampleApi } from '../sample-api/testing';

export const startTwoInstances = async (
  clock: () => Date,
  config: Partial<ProxyConfigInput> = {},
) => {
  const [sample, postgres, smtp] = await Promise.all([
    startSampleApi(),
    startPostgres(),
    startSmtpServer(),
  ]);
  const shared = {
    ...sample.proxyConfig,
    databaseUrl: postgres.url,
    demoPeople: true,
    smtpUrl: smtp.url,
    notifyTickSeconds: 0,
    ...config,
  };
  const one = await startProxy(shared, { clock });
  const two = await startProxy(shared, { clock });
  return {
    sample,
    postgres,
    smtp,
    one,
    two,
    /** The people store on the same database, as a third party reads it. */
    openStore: () => openPeopleStore({ databaseUrl: postgres.url, encryptionKey: TEST_SECRET }),
    close: async () => {
      await one.close();
      await two.close();
      await smtp.stop();
      await postgres.stop();
      await sample.close();
    },
  };
};
