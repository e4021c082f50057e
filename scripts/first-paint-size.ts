/**
 * The JavaScript each route needs before it can paint (`scripts/first-paint.ts`), gzip-sized.
 * Bytes, not times: the same build gives the same figure on any machine, so `npm test` can hold
 * it (`npm run size`). What a page loads later (charts, date pickers, menus, the phone's filters)
 * is not counted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstPaintFiles } from './first-paint';

/** Route → the scripts it loads before painting and their gzip bytes (level 9, as served). */
export function firstPaintSizes(distDir: string) {
  const gzipped = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      gzipped.set(file, size);
    }
    return size;
  };
  return firstPaintFiles(distDir).map(({ route, scripts }) => ({
    route,
    files: scripts,
    bytes: scripts.reduce((sum, file) => sum + sizeOf(file), 0),
  }));
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
