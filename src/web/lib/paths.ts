/** Where each page lives; the one place paths are spelled. */
export const paths = {
  home: '/',
  signIn: '/sign-in',
  portfolio: '/portfolio',
  listings: '/listings',
  reviews: '/reviews',
  orders: '/orders',
  disputes: '/disputes',
  autoDispute: '/auto-dispute',
  finance: '/finance',
  statement: '/finance/statement',
  setup: '/setup',
  invite: '/invite/:token',
  reset: '/reset/:token',
} as const;

/** The sign-in page, remembering where to come back to. */
export function signInPath(next?: string): string {
  if (!next || next === paths.home || next.startsWith(paths.signIn)) return paths.signIn;
  return `${paths.signIn}?${new URLSearchParams({ next }).toString()}`;
}

/** Control characters: browsers drop tabs and newlines from an address (`/\t/evil` → `//evil`). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * Where to go after signing in: only a path on this origin. Refused: anything with a control
 * character or a backslash (browsers drop the first and read the second as `/`, so `/\t/evil` and
 * `/\\evil` become `//evil`, another origin), anything starting `//`, and anything that resolves
 * to another origin.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || CONTROL.test(next) || next.includes('\\')) {
    return paths.portfolio;
  }
  if (next.startsWith('//')) return paths.portfolio;
  let url: URL;
  try {
    url = new URL(next, window.location.origin);
  } catch {
    return paths.portfolio;
  }
  if (url.origin !== window.location.origin) return paths.portfolio;
  const path = url.pathname + url.search + url.hash;
  if (url.pathname === paths.signIn || url.pathname.startsWith(`${paths.signIn}/`)) {
    return paths.portfolio;
  }
  return path;
}
