/**
 * The app's route pages (`scripts/route-pages.ts` writes them at build time): index.html with the
 * page's heading already drawn. The server answers a route's address with its page, and any other
 * address of the app with index.html.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where a route's page is, inside dist/: `/finance/statement` → `pages/finance/statement.html`,
 * the app's start `/` → `pages/index.html`. Which heading each shows is the web app's to say.
 */
export const routePagePath = (route: string) => `pages${route === '/' ? '/index' : route}.html`;

/** Path → the URL of its route page inside dist/, for the routes the build wrote pages for. */
export function routePages(distDir: string): (path: string) => string | undefined {
  const root = join(distDir, 'pages');
  const pages = new Set(
    existsSync(root)
      ? readdirSync(root, { recursive: true }).map(
          (name) => `pages/${String(name).replaceAll('\\', '/')}`,
        )
      : [],
  );
  return (path) => {
    const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
    const page = routePagePath(trimmed);
    return pages.has(page) ? `/${page}` : undefined;
  };
}
