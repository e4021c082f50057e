/**
 * `npm start`: the dashboard in development. Without UPSTREAM_URL it starts the embedded sample
 * API first and points the proxy at it; then Vite with the proxy mounted, on one address.
 */
import { createServer } from 'vite';

// Vite warns that a future config loader will want file extensions on relative imports; the
// project resolves them like TypeScript does, and the warning would bury the address below.
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
import { configFromEnv } from '../src/sample-api/config';
import { createSampleApi } from '../src/sample-api/server';

let sampleLine = '';
if (!process.env.UPSTREAM_URL) {
  const config = configFromEnv({ SAMPLE_API_PORT: '0', ...process.env });
  const sample = createSampleApi(config);
  const url = await sample.listen();
  process.env.UPSTREAM_URL = url;
  process.env.PARTNER_API_KEY = config.apiKey;
  process.env.DASHBOARD_DEMO_EMAIL = config.email;
  process.env.DASHBOARD_DEMO_PASSWORD = config.password;
  const { ledger } = sample.store;
  sampleLine = `  Upstream: the embedded sample API on ${url} (${config.scale} scale, ${ledger.orders.size.toLocaleString('en-US')} orders, today ${config.today})\n  Sign in:  ${config.email} / ${config.password}`;
}

const vite = await createServer({
  server: { port: Number(process.env.PORT ?? 5173), host: process.env.HOST ?? '127.0.0.1' },
});
await vite.listen();
const address = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${vite.config.server.port}`;
console.log(
  `\n  Dashboard: ${address}\n${sampleLine || `  Upstream: ${process.env.UPSTREAM_URL}`}\n`,
);

const stop = () => void vite.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
