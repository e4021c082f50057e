import { configFromEnv, SAMPLE_DEFAULTS } from './config';
import { createSampleApi } from './server';

const config = configFromEnv();
const api = createSampleApi(config);
const url = await api.listen();
const { ledger } = api.store;
console.log(
  [
    `Sample partner API on ${url}`,
    `  data: ${config.scale} scale, seed ${config.seed}, today ${config.today}: ${ledger.clients.length - 1} clients, ${ledger.listings.length - 1} listings, ${ledger.orders.size.toLocaleString('en-US')} orders (built in ${Math.round(api.buildMs)} ms)`,
    `  sign in: ${config.email} / ${config.password}${config.email === SAMPLE_DEFAULTS.email ? ' (SAMPLE_PARTNER_EMAIL / SAMPLE_PARTNER_PASSWORD)' : ''}`,
    `  x-api-key: ${config.apiKey} (SAMPLE_API_KEY)`,
  ].join('\n'),
);

const stop = () => {
  void api.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
