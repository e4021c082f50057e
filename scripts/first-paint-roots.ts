/*
 * Where each route's first paint starts in the app's code: what the size check (`npm run size`)
 * sums, and (ROUTE_MODULES, the shell, the start) what the build groups into chunks by
 * (vite.config.ts, scripts/paint-chunks.ts). Every route is held to the 150 KB budget.
 */

export const SHELL = 'src/web/app/shell-route.tsx';
/** The app's code, which the entry imports once React's own has run (main.tsx). */
export const START = 'src/web/start.tsx';
/**
 * Each route and its page module, as `src/web/app/routes.tsx` maps them: the pages the chunk
 * grouping is shaped for. `/sign-in` paints without the shell, the rest inside it.
 */
export const ROUTE_MODULES: Record<string, string> = {
  '/sign-in': 'src/web/features/auth/sign-in-route.tsx',
  '/portfolio': 'src/web/features/portfolio/portfolio-route.tsx',
  '/listings': 'src/web/features/listings/listings-route.tsx',
  '/reviews': 'src/web/features/reviews/reviews-route.tsx',
  '/orders': 'src/web/features/orders/orders-route.tsx',
  '/disputes': 'src/web/features/disputes/disputes-route.tsx',
  '/auto-dispute': 'src/web/features/auto-dispute/auto-dispute-route.tsx',
  '/finance': 'src/web/features/finance/finance-route.tsx',
  '/finance/statement': 'src/web/features/finance/statement-route.tsx',
};

/**
 * The other pages of people not signed in yet, painted without the shell (an invitation or reset
 * link, the first run's set-up): measured like the others, but not grouped by. As paint roots
 * they took their share of the sign-in page's chunk apart from it, and the glue of the extra
 * chunks grew /sign-in and /orders past their ceilings (docs/performance-log.md, issue 37); left
 * out, they load the sign-in page's chunk whole, their own code in chunks the bundler cuts.
 */
export const SIGNED_OUT_ROUTE_MODULES: Record<string, string> = {
  '/invite, /reset': 'src/web/features/links/link-route.tsx',
  '/setup': 'src/web/features/setup/setup-route.tsx',
};

/**
 * Pages inside the shell, measured with it but not grouped by (the people pages: few visits, by
 * owners and managers; their pickers, menus, forms and schemas load after paint; the
 * notifications page, read once a day, its figures asked for in the background). Loaded inside
 * the shell, after it: the chunk grouping counts what they load as the shell's later loads, not
 * as every page's (the sign-in page's too), which would move the shell's own first-paint code
 * into chunks of its own. What they import from a page's first-paint chunk brings that whole
 * chunk (a write guard brought the sign-in page's): keep such imports after paint.
 */
export const SHELL_ONLY_ROUTE_MODULES: Record<string, string> = {
  '/team, /audit, /account': 'src/web/app/people-pages.tsx',
  '/notifications': 'src/web/app/notifications-page.tsx',
};
