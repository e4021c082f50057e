// First: the browser's zod settings, before any module that could bring zod.
import './zod-browser';
import './mantine-styles';
import { showBootFailure } from './boot-failure';
import { sendEarlyRequests } from './lib/early-requests';
import { isSignedOutPage } from './lib/paths';
import { nextTask } from './performance/schedule';

// For a signed-in page, the session and the clients are asked for before anything else: in
// parallel with the download of the app's code, instead of once it has arrived and run. Not on
// the pages of people not signed in yet (sign-in, set-up, an invitation or reset link).
if (!isSignedOutPage(window.location.pathname)) sendEarlyRequests();

// Then the app's code, read and first run in two tasks rather than one: React's own, then the
// rest (./start), which downloads alongside React's (its preload links come with this import:
// vite.config.ts). As one task with this module, it held the requests above back until all of it
// had arrived and run, and it was the longest task of most pages on a slow phone. Lighthouse,
// median of 5 to 8 interleaved runs against the single task: total blocking time lower on 6 of 7
// routes (listings 85 -> 36 ms, reviews 176 -> 83, finance 277 -> 226; orders 83 -> 135).
import('react-dom/client')
  .then(nextTask)
  .then(() => import('./start'))
  // Offline, or a new version deployed since this page was sent.
  .catch(showBootFailure);
