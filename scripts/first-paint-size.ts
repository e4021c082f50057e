/**
 * The JavaScript each route needs before it can paint, from the build's manifest: the entry, the
 * app's code it starts (`src/web/start.tsx`), each with its static imports, the code the app
 * starts early for a signed-in page (the replies' schemas), the shell, and the page's module with
 * its static imports; gzip-sized. Bytes, not times: the
 * same build gives the same figure on any machine, so `npm test` can hold it (`npm run size`).
 * What a page loads later (charts, date pickers, menus, the phone's filters) is not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const SHELL = 'src/web/app/shell-route.tsx';
/** The app's code, which the entry imports once React's own has run (main.tsx). */
const START = 'src/web/start.tsx';
/**
 * Loaded by the app, in parallel, before any signed-in page can read its first replies: the
 * session's schema and that of the clients' (`RESULT_SCHEMAS.getRestaurantDetails` in `start.tsx`;
 * checked against what it starts below). The schemas of a page's own replies load with its
 * calls, once it has painted, or with its module where it imports its part of the contract.
 */
const EARLY = ['src/web/lib/session-replies.ts', 'src/contract/listings.ts'];

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

/** Route → the files it loads before painting and their gzip bytes (level 9, as served). */
export function firstPaintSizes(distDir: string) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No ${manifestPath}: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest names no entry chunk.');
  if (!(manifest[entry]?.dynamicImports ?? []).includes(START))
    throw new Error(`The entry no longer starts ${START}: update START to what it starts.`);
  const startedEarly = new Set(manifest[START]?.dynamicImports ?? []);
  for (const key of EARLY)
    if (!startedEarly.has(key))
      throw new Error(`${START} no longer starts ${key} early: update EARLY to what it starts.`);
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
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
    return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  };
  return Object.entries(ROUTE_MODULES).map(([route, module]) => {
    const roots =
      route === '/sign-in' ? [entry, START, module] : [entry, START, ...EARLY, SHELL, module];
    const files = closure(roots);
    return { route, files, bytes: files.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

/** The architecture's budget, and the ceiling each route is held to until it gets there. */
export const FIRST_PAINT_BUDGET_KB = 150;

const ceilingsPath = fileURLToPath(new URL('../bench/first-paint-ceilings.json', import.meta.url));
const readCeilings = () => JSON.parse(readFileSync(ceilingsPath, 'utf8')) as Record<string, number>;

if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = fileURLToPath(new URL('../dist', import.meta.url));
  const ceilings = readCeilings();
  let failed = false;
  for (const { route, files, bytes } of firstPaintSizes(distDir)) {
    const kb = bytes / 1024;
    const ceiling = ceilings[route];
    const over = ceiling === undefined || kb > ceiling;
    failed ||= over;
    const budget = kb <= FIRST_PAINT_BUDGET_KB ? 'within' : 'over';
    console.log(
      `${over ? '!!' : 'ok'} ${route.padEnd(20)} ${kb.toFixed(1).padStart(7)} KB in ${String(files.length).padStart(2)} files  ` +
        `(ceiling ${ceiling ?? '—'} KB; ${budget} the ${FIRST_PAINT_BUDGET_KB} KB budget)`,
    );
  }
  if (failed) {
    console.error(
      '\nJavaScript before paint grew past its ceiling (bench/first-paint-ceilings.json). Load the new ' +
        'code after paint (import() where it is used), or lower something else; raise a ceiling ' +
        'only with a reason in the commit.',
    );
    process.exit(1);
  }
}
