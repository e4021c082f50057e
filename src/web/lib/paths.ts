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
  team: '/team',
  audit: '/audit',
  account: '/account',
} as const;

/** The pages of people not signed in yet: sign-in, the first set-up, an invitation or reset link. */
export const isSignedOutPage = (pathname: string): boolean =>
  [paths.signIn, paths.setup, paths.invite, paths.reset].some((path) =>
    pathname.startsWith(path.replace(/:.*/, '')),
  );

/** The sign-in page, remembering where to come back to. */
export function signInPath(next?: string): string {
  if (!next || next === paths.home || next.startsWith(paths.signIn)) return paths.signIn;
  return `${paths.signIn}?${new URLSearchParams({ next }).toString()}`;
}

/**
 * Where to go after signing in: only a path on this origin, never the sign-in page. Refused before
 * resolving: a control character or a backslash anywhere (browsers drop tabs and newlines and read
 * `\` as `/`, so `/\t/evil.example` and `/\\evil` become `//evil…`, another origin) and `//` at
 * the start; then the path must resolve to this origin.
 */
export function safeNext(next: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  if (next?.[0] === '/' && next[1] !== '/' && !/[\u0000-\u001f\u007f\\]/.test(next)) {
    const url = new URL(next, location.origin);
    if (url.origin === location.origin && !url.pathname.startsWith(paths.signIn))
      return url.pathname + url.search + url.hash;
  }
  return paths.portfolio;
}
