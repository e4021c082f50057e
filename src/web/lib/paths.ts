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
  team: '/team',
  audit: '/audit',
  account: '/account',
} as const;

/** The sign-in page, remembering where to come back to. */
export function signInPath(next?: string): string {
  if (!next || next === paths.home || next.startsWith(paths.signIn)) return paths.signIn;
  return `${paths.signIn}?${new URLSearchParams({ next }).toString()}`;
}

/**
 * Where to go after signing in: only a same-origin relative path. `//evil.example` and
 * `/\evil.example` are read by browsers as other origins, so they are refused too.
 */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return paths.portfolio;
  }
  if (next.startsWith(paths.signIn)) return paths.portfolio;
  return next;
}
