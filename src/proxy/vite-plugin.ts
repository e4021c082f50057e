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
      // On the sample API: the partner connection is the sample's account, its demo sign-in is
      // the first owner's, and there is one person for each preset.
      defaults: demo
        ? (() => {
            const credential = {
              email: process.env.DASHBOARD_DEMO_EMAIL ?? '',
              password: process.env.DASHBOARD_DEMO_PASSWORD ?? '',
            };
            return {
              demoAccount: credential,
              partnerCredential: credential,
              firstOwner: { ...credential, name: 'Demo Owner' },
              demoPeople: true,
            };
          })()
        : {},
    });
    const proxy = createProxyHandler(config);
    // The database and the demo people at start, so the address printed is ready to use.
    void proxy.ready().catch(() => undefined);
    server.middlewares.use(proxy.handler);
  };
  return { name: 'dashboard-proxy', configureServer: mount, configurePreviewServer: mount };
};
