/**
 * The proxy alone on a loopback port, for the benchmarks (settings from the environment). Its
 * database is opened and migrated before it says it is ready, so no measured request pays for it.
 */
import { createServer } from 'node:http';
import { proxyConfigFromEnv } from '../src/proxy/config';
import { createProxyHandler } from '../src/proxy/handler';

const proxy = createProxyHandler(proxyConfigFromEnv(process.env, { production: false }));
await proxy.ready();
const server = createServer((req, res) => proxy.handler(req, res));
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => void proxy.close().finally(() => process.exit(0)));
});
