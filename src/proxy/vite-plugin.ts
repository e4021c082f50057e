/** Mounts the proxy's handler in Vite's dev and preview servers, configured from the environment. */
import type { Plugin } from 'vite';
import { proxyConfigFromEnv } from './config';
import { createProxyHandler } from './handler';

export const dashboardProxy = (): Plugin => {
  const mount = (server: {
    middlewares: { use: (fn: ReturnType<typeof createProxyHandler>['handler']) => void };
  }) => {
    if (!process.env.UPSTREAM_URL) return;
    const demo = process.env.DASHBOARD_DEMO_EMAIL && process.env.DASHBOARD_DEMO_PASSWORD;
    const config = proxyConfigFromEnv(process.env, {
      production: false,
      defaults: demo
        ? {
            demoAccount: {
              email: process.env.DASHBOARD_DEMO_EMAIL ?? '',
              password: process.env.DASHBOARD_DEMO_PASSWORD ?? '',
            },
          }
        : {},
    });
    server.middlewares.use(createProxyHandler(config).handler);
  };
  return { name: 'dashboard-proxy', configureServer: mount, configurePreviewServer: mount };
};
