/** The proxy alone on a loopback port, for the overhead benchmark (settings from the environment). */
import { createServer } from 'node:http';
import { proxyConfigFromEnv } from '../src/proxy/config';
import { createProxyHandler } from '../src/proxy/handler';

const proxy = createProxyHandler(proxyConfigFromEnv(process.env, { production: false }));
const server = createServer((req, res) => proxy.handler(req, res));
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
