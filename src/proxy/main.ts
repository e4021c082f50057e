/** `npm run serve`: the production server. Refuses to start without its required settings. */
import { fileURLToPath } from 'node:url';
import { proxyConfigFromEnv } from './config';
import { createProductionServer } from './server';

try {
  const config = proxyConfigFromEnv(process.env, { production: true });
  const app = createProductionServer({
    config,
    distDir: fileURLToPath(new URL('../../dist', import.meta.url)),
  });
  const port = Number(process.env.PORT ?? 8080);
  // The database is opened and migrated before the first request; its failure is said here, and
  // each request answers 503 until it opens.
  await app.ready().catch(() => undefined);
  const url = await app.listen(port, process.env.HOST ?? '127.0.0.1');
  console.log(`Dashboard on ${url} (upstream ${config.upstreamUrl})`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
