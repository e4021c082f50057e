/*
 * The browser's own address, where the app's router is the browser's (start.tsx): with React's
 * transitions, the address drawn can lag behind it while the next page's code loads. Elsewhere (a
 * test's memory router) there is none to compare with.
 */
let read: (() => string) | undefined;

/** For the app's start: the router follows the browser's address. */
export function followBrowserAddress() {
  read = () => window.location.pathname + window.location.search;
}

/** The browser's path and query, or undefined when the router is not the browser's. */
export const browserAddress = (): string | undefined => read?.();
