// The app, started by the entry (main.tsx) once React's own code has run.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApp } from './app/create-app';
import { AppProviders } from './app/providers';
import { RouterBridge } from './app/router-bridge';
import { AppRoutes, preloadRoute } from './app/routes';
import { showBootFailure } from './boot-failure';
import { followBrowserAddress } from './lib/browser-address';
import { nextTask } from './performance/schedule';
import { holdUntilFirstPagePaints } from './performance/first-paint';
import { paths } from './lib/paths';
import { coalesceQueryNotifications } from './performance/query-scheduler';
import { PHONE_QUERY } from './lib/use-phone';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The session and the clients were asked for by the entry; the session's reply is read without
// a schema library, the operations' replies come checked by the proxy and the server's own (people,
// the audit, notifications) by the server, so no page loads the contract's schemas or zod to show
// its data (a form loads them to check what is typed). The routes' code is asked for in a task of
// its own, and the phone's filter bar in the next: with the modules' first run, they made one long
// task on a slow phone.
holdUntilFirstPagePaints();
coalesceQueryNotifications();
followBrowserAddress();

const app = createApp();
nextTask()
  .then(() => preloadRoute(app.queryClient))
  .catch(() => undefined);

if (window.location.pathname !== paths.signIn && window.matchMedia(PHONE_QUERY).matches)
  void nextTask().then(() => import('./components/phone-filter-bar').catch(() => undefined));

const start = () => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={app.queryClient}>
        <BrowserRouter>
          <RouterBridge navigation={app.navigation} />
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
};

// The server's page for this address already shows the page's heading (scripts/route-pages.ts).
// On a fast connection, or with this code in the cache, the app could take the screen before that
// page was ever shown: the app starts once the browser reports the page's first contentful paint
// (its heading is then on screen and counted as painted), at most 200 ms after this module's
// first run, a tab that draws nothing included. The page's code has been asked for by then (a task
// after this module's first run: preloadRoute), or is as it draws.
let started = false;
let painted: PerformanceObserver | undefined;
const startOnce = () => {
  if (started) return;
  started = true;
  painted?.disconnect();
  try {
    start();
  } catch (error) {
    showBootFailure(error);
  }
};
if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
  painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) setTimeout(startOnce, 0);
  });
  painted.observe({ type: 'paint', buffered: true });
} else {
  requestAnimationFrame(() => setTimeout(startOnce, 0));
}
setTimeout(startOnce, 200);
