/*
 * Where each route's first paint starts in the app's code: what the size check (`npm run size`)
 * sums and what the build groups into chunks by (vite.config.ts).
 */

export const SHELL = 'src/web/app/shell-route.tsx';
/** The app's code, which the entry imports once React's own has run (main.tsx). */
export const START = 'src/web/start.tsx';
/** Each route and its page module, as `src/web/app/routes.tsx` maps them. */
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
 * Pages inside the shell whose own first paint is not held to the budget (the people pages:
 * few visits, by owners and managers, with forms and a zod-checked reply on their first screen;
 * the notifications page, read once a day, its figures asked for in the background).
 * Loaded inside the shell, after it: the chunk grouping counts what they load as the shell's
 * later loads, not as every page's (the sign-in page's too), which would move the shell's own
 * first-paint code into chunks of its own.
 */
export const SHELL_ONLY_ROUTE_MODULES: Record<string, string> = {
  '/team, /audit, /account': 'src/web/app/people-pages.tsx',
  '/notifications': 'src/web/app/notifications-page.tsx',
};
