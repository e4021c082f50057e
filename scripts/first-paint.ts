/**
 * The files each route needs before it can paint, from the build's manifest: the entry and its
 * static imports, the code the entry starts early for a signed-in page (the replies' schemas),
 * the shell, and the page's module with its static imports. One reading for the size check
 * (`npm run size`) and for the route pages the server sends (`scripts/route-pages.ts`).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const SHELL = 'src/web/app/shell-route.tsx';
/** Loaded by the entry, in parallel, before any signed-in page can read its first replies. */
const EARLY = ['src/web/lib/session-replies.ts', 'src/contract/operations.ts'];

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

export interface RouteFiles {
  route: string;
  /** The entry chunk first, then every script the route imports before it paints. */
  scripts: string[];
  /** The stylesheets of those scripts, the entry's (already in index.html) first. */
  styles: string[];
}

/** Route → the scripts and stylesheets it loads before painting (paths inside dist/). */
export function firstPaintFiles(distDir: string): RouteFiles[] {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No ${manifestPath}: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest names no entry chunk.');
  const closure = (keys: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the build's manifest (moved or renamed?)`);
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    const chunks = [...seen].map((key) => manifest[key]!);
    return {
      scripts: chunks.map((chunk) => chunk.file).filter((file) => file.endsWith('.js')),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
    };
  };
  return Object.entries(ROUTE_MODULES).map(([route, module]) => ({
    route,
    ...closure(route === '/sign-in' ? [entry, module] : [entry, ...EARLY, SHELL, module]),
  }));
}
