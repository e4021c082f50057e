/**
 * The production server: the proxy's /api, and the built app from dist/ with precompressed
 * files, long-lived caching for hashed assets, none for index.html, a fallback to the app for
 * deep links, and security headers.
 */
import { existsSync, readdirSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import type { ProxyConfig } from './config';
import { createProxyHandler } from './handler';
import { routePages } from './route-pages';
import { isSecureRequest } from './session';

/** Mantine sets CSS variables through style elements at run time, hence inline styles (never scripts). */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const securityHeaders = (res: ServerResponse, secure: boolean) => {
  res.setHeader('content-security-policy', CONTENT_SECURITY_POLICY);
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
  res.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=()');
  if (secure) res.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
};

export const createProductionServer = ({
  config,
  distDir,
}: {
  config: ProxyConfig;
  distDir: string;
}) => {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`No built app in ${distDir}: run \`npm run build\` first.`);
  }
  const proxy = createProxyHandler(config);
  // The build's files are fixed while it runs: listed once.
  const assetFiles = new Set(
    existsSync(join(distDir, 'assets'))
      ? readdirSync(join(distDir, 'assets'), { recursive: true }).map(
          (name) => `/assets/${String(name).replaceAll('\\', '/')}`,
        )
      : [],
  );
  const routePage = routePages(distDir);
  const assets = sirv(distDir, {
    etag: true,
    gzip: true,
    brotli: true,
    single: true,
    setHeaders: (res, pathname) => {
      // Deep links arrive here with their own path but get index.html: only real files are cacheable.
      if (pathname.startsWith('/assets/'))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else if (/\.(?!html$)[a-z0-9]+$/i.test(pathname))
        res.setHeader('cache-control', 'public, max-age=3600');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // One reading of X-Forwarded-Proto for the cookie and for HSTS (the session module's).
    const secure = isSecureRequest(req, config.trustProxy);
    securityHeaders(res, secure);
    proxy.handler(req, res, () => {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { allow: 'GET, HEAD' });
        return res.end();
      }
      // A missing asset is a 404, never the app's page cached for a year as if it were one.
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (path.startsWith('/assets/') && !assetFiles.has(path)) {
        res.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-cache' });
        return res.end('Not found');
      }
      // A route's address gets its own page: index.html with that page's heading drawn.
      const page = routePage(path);
      if (page) req.url = page;
      assets(req, res, () => {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
      });
    });
  });
  server.keepAliveTimeout = 65_000;
  return {
    server,
    /** Opens the database and connects the partner account now (else at the first request). */
    ready: proxy.ready,
    /** The metrics listener's address (`METRICS_PORT`), or null without one. */
    metricsUrl: proxy.metricsUrl,
    listen: (port: number, host: string) =>
      new Promise<string>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () =>
          resolve(`http://${host}:${(server.address() as AddressInfo).port}`),
        );
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          void proxy.close().then(() => resolve());
        });
      }),
  };
};
