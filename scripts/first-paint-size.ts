/**
 * The JavaScript each route needs before it can paint, from the build's manifest: the entry, the
 * app's code it starts (`src/web/start.tsx`), the shell (for a page inside it) and the page's
 * module, each with its static imports; gzip-sized. Every route of `scripts/first-paint-roots.ts`:
 * those the chunk grouping is shaped for and those it only measures. The replies' schemas and zod
 * load once the page has painted.
 * Bytes, not times: the same build gives the same figure on any machine, so `npm test` can hold
 * it (`npm run size`).
 * What a page loads later (charts, date pickers, menus, the phone's filters) is not counted.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import {
  ROUTE_MODULES,
  SHELL,
  SHELL_ONLY_ROUTE_MODULES,
  SIGNED_OUT_ROUTE_MODULES,
  START,
} from './first-paint-roots';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** Route → the files it loads before painting and their gzip bytes (level 9, as served). */
export function firstPaintSizes(distDir: string) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const rootsPath = join(distDir, '.vite', 'first-paint-roots.json');
  if (!existsSync(manifestPath) || !existsSync(rootsPath))
    throw new Error(`No ${manifestPath} or ${rootsPath}: run \`npm run build\` first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  // The chunk that holds each root module (the build writes it: a module grouped with others
  // into one chunk has no manifest entry of its own).
  const holders = JSON.parse(readFileSync(rootsPath, 'utf8')) as Record<string, string | null>;
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The manifest names no entry chunk.');
  const startFile = holders[START];
  if (!startFile || !(entry.dynamicImports ?? []).some((key) => manifest[key]?.file === startFile))
    throw new Error(`The entry no longer starts ${START}: update START to what it starts.`);
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  const fileOf = (module: string) => {
    const file = holders[module];
    if (!file) throw new Error(`No chunk holds ${module} (moved or renamed?)`);
    return file;
  };
  const closure = (files: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      const chunk = byFile.get(file);
      if (!chunk) throw new Error(`${file} is not in the build's manifest`);
      seen.add(file);
      for (const imported of chunk.imports ?? []) visit(manifest[imported]!.file);
    };
    files.forEach(visit);
    return [...seen].filter((file) => file.endsWith('.js'));
  };
  const withoutShell = new Set(['/sign-in', ...Object.keys(SIGNED_OUT_ROUTE_MODULES)]);
  const routes = { ...ROUTE_MODULES, ...SIGNED_OUT_ROUTE_MODULES, ...SHELL_ONLY_ROUTE_MODULES };
  return Object.entries(routes).map(([route, module]) => {
    const roots = withoutShell.has(route) ? [START, module] : [START, SHELL, module];
    const files = closure([entry.file, ...roots.map(fileOf)]);
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
      `${over ? '!!' : 'ok'} ${route.padEnd(23)} ${kb.toFixed(1).padStart(7)} KB in ${String(files.length).padStart(2)} files  ` +
        `(ceiling ${ceiling ?? '—'} KB; ${budget} the ${FIRST_PAINT_BUDGET_KB} KB budget)`,
    );
  }
  if (failed) {
    console.error(
      [
        '',
        'JavaScript before paint grew past its ceiling (bench/first-paint-ceilings.json). What to do,',
        'as docs/performance.md records each technique and what it was measured to save:',
        '- load the new code after paint: import() where it is used (a dialog, a menu, a drawer), or',
        '  a light placeholder the real control replaces once the page is idle (src/web/performance/);',
        "- on the first paint, use our light components instead of Mantine's (the lint rule names",
        '  them: plain-button, plain-checkbox, plain-input, plain-pagination, table, column-grid);',
        '- keep zod, date pickers, charts and their data shaping off the first paint;',
        '- then run `npm run build && npm run size` again and look at which files grew.',
        'A ceiling is not raised to let a change through: only with a measurement (before and after,',
        'per route) written in docs/performance.md and in the commit, and never above the 150 KB budget.',
      ].join('\n'),
    );
    process.exit(1);
  }
}
