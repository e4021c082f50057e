/*
 * How the build groups what each page needs before it paints into chunks (vite.config.ts):
 * `paintChunkOf` names a module's chunk by the pages that paint with it. Left to itself, the
 * bundler cut the app's code at every lazy import into pieces of a few hundred bytes: 35 files
 * before /listings painted and 68 before /disputes, each compressed alone (the same names and
 * imports again in each) and each a request. Grouped, the same code is 5-7 KB of gzip less on
 * every signed-in page (`npm run size`).
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ROUTE_MODULES,
  SHELL,
  SHELL_ONLY_ROUTE_MODULES,
  SIGNED_OUT_ROUTE_MODULES,
  START,
} from './first-paint-roots';

const NOT_FOUND = 'src/web/app/not-found-route.tsx';

/** Where a page's first paint starts: the app's start, the shell and each page's module. */
export const PAINT_ROOTS = new Map<string, string>([
  [START, 'start'],
  [SHELL, 'shell'],
  ...Object.entries(ROUTE_MODULES).map(
    ([route, file]) => [file, route.slice(1).replaceAll('/', '-')] as [string, string],
  ),
]);
export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const ENTRY = 'src/web/main.tsx';
/**
 * A package's index imports all of it, so the walk below does not go through one: it goes to the
 * modules of the names the app imports from it (`import { Badge } from '@mantine/core'` reaches
 * Badge's module alone), read from the index's own `import`/`export … from` lines.
 */
const PACKAGE_INDEXES =
  /[\\/]node_modules[\\/](@mantine[\\/](?:core|hooks|notifications)[\\/]esm[\\/]index\.mjs|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]tabler-icons-react\.mjs)$/;
const indexExports = new Map<string, Map<string, string>>();
/** A `{ a, b as c }` list's pairs: [the name inside, the name outside]. */
const pairsOf = (list: string) =>
  list
    .slice(1, -1)
    .split(',')
    .map((item) => item.trim().replace(/^type\s+/, ''))
    .filter((item) => item.length > 0)
    .map((item) => {
      const [inside, outside = inside] = item.split(/\s+as\s+/);
      return [inside!, outside!] as const;
    });
const exportsOf = (file: string): Map<string, string> => {
  let names = indexExports.get(file);
  if (names) return names;
  indexExports.set(file, (names = new Map()));
  const code = readFileSync(file, 'utf8');
  for (const [, kind, list, from] of code.matchAll(
    /(import|export)\s*(\*|\{[^}]*\})\s*from\s*["']([^"']+)["']/g,
  )) {
    const target = resolve(dirname(file), from!);
    if (list === '*') {
      if (kind === 'export') for (const [name, at] of exportsOf(target)) names.set(name, at);
      continue;
    }
    for (const [, outside] of pairsOf(list!)) names.set(outside, target);
  }
  // The index's own export list, renaming what it imported (`transitions as MANTINE_TRANSITIONS`).
  for (const [, list] of code.matchAll(/export\s*(\{[^}]*\})\s*;/g))
    for (const [inside, outside] of pairsOf(list!)) {
      const at = names.get(inside);
      if (at) names.set(outside, at);
    }
  return names;
};
/**
 * The modules of the names `code` imports (or re-exports) from a package's index at `indexId`, if
 * it is one. A name the index does not show stops the build: its module would be missed.
 */
const namedImports = (code: string, indexId: string, importer: string): string[] | undefined => {
  const index = PACKAGE_INDEXES.exec(indexId)?.[1];
  if (!index) return undefined;
  const pkg = index.split(/[\\/]/).slice(0, 2).join('/');
  const names = exportsOf(indexId);
  const found: string[] = [];
  const from = new RegExp(`(?:import|export)\\s*(\\{[^}]*\\})\\s*from\\s*["']${pkg}["']`, 'g');
  for (const [, list] of code.matchAll(from))
    for (const [name] of pairsOf(list!)) {
      const file = names.get(name);
      if (!file) throw new Error(`${importer}: ${name} is not among ${pkg}'s exports as read here`);
      found.push(file);
    }
  // Nothing named (`import {} from`, left of a type-only import, or a bare import) needs nothing;
  // a namespace or default import would need all of it.
  if (
    found.length === 0 &&
    !new RegExp(`(?:import|export)\\s*(?:\\{[^}]*\\}\\s*from\\s*)?["']${pkg}["']`).test(code)
  )
    throw new Error(`${importer} imports ${pkg} in a way the paint grouping cannot read`);
  return found;
};
type ModuleGraph = {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    importers?: readonly string[];
    code: string | null;
  } | null;
};
interface Reach {
  /** The roots whose static imports reach a module: what loads it before painting. */
  paint: Map<string, Set<string>>;
  /** The roots whose imports, static or `import()`, reach it (not through another root). */
  ever: Map<string, Set<string>>;
  /** The same, not through what they open on use (OVERLAYS): what they load to show their data. */
  shown: Map<string, Set<string>>;
  /** What the pages the grouping is not shaped for (signed out, inside the shell only) paint with. */
  others: Set<string>;
  /** What the controls loaded when idle on every signed-in page (IDLE_CONTROLS) are made of. */
  idle: Set<string>;
  /** What the shell loads as soon as it draws (SHELL_LATER) is made of. */
  shellLater: Set<string>;
  /** What the overlays (OVERLAYS) import, static or `import()`. */
  overlaid: Set<string>;
  /** What heavy code loaded on use (ON_USE) imports, static or `import()`. */
  onUse: Set<string>;
}
const reaches = new WeakMap<ModuleGraph, Reach>();
const reachOf = (graph: ModuleGraph): Reach => {
  let reach = reaches.get(graph);
  if (reach) return reach;
  reach = {
    paint: new Map(),
    ever: new Map(),
    shown: new Map(),
    others: new Set(),
    idle: new Set(),
    shellLater: new Set(),
    overlaid: new Set(),
    onUse: new Set(),
  };
  reaches.set(graph, reach);
  const shellOnly = Object.values(SHELL_ONLY_ROUTE_MODULES).map(
    (file) => [file, SHELL_ONLY] as const,
  );
  const roots = new Set(
    [...PAINT_ROOTS.keys(), ...shellOnly.map(([file]) => file)].map((file) => ROOT_DIR + file),
  );
  const overlays = new Set(OVERLAYS.map((file) => ROOT_DIR + file));
  /** What heavy code loaded on use (ON_USE: the charts, the date picker) was reached as. */
  const onUseEntries = new Set<string>();
  const walk = (into: Map<string, Set<string>>, lazy: boolean, shownOnly = false) => {
    // What the shell-only pages load (first-paint-roots.ts), they load later, inside the shell.
    const starts = [...PAINT_ROOTS, [ENTRY, 'entry'] as const, ...(lazy ? shellOnly : [])];
    for (const [file, root] of starts) {
      const from = ROOT_DIR + file;
      const stack = [from];
      while (stack.length > 0) {
        const id = stack.pop()!;
        // The app's start imports every page: each page's own walk covers it.
        if (lazy && id !== from && roots.has(id)) continue;
        // What a page shows, not what it opens on use (the overlays') nor what heavy code loaded
        // on use brings (below).
        if (shownOnly && overlays.has(id)) continue;
        if (shownOnly && id !== from && ON_USE.test(id)) {
          onUseEntries.add(id);
          continue;
        }
        let reached = into.get(id);
        if (reached?.has(root)) continue;
        if (!reached) into.set(id, (reached = new Set()));
        reached.add(root);
        const info = graph.getModuleInfo(id);
        const code = info?.code ?? '';
        for (const imported of info?.importedIds ?? [])
          stack.push(...(namedImports(code, imported, id) ?? [imported]));
        if (lazy) stack.push(...(info?.dynamicallyImportedIds ?? []));
      }
    }
  };
  walk(reach.paint, false);
  walk(reach.ever, true);
  walk(reach.shown, true, true);
  /** What `ids` reach by static imports, and by `import()` too when `lazy`. */
  const reachFrom = (into: Set<string>, ids: Iterable<string>, lazy: boolean) => {
    const stack = [...ids];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (into.has(id)) continue;
      into.add(id);
      const info = graph.getModuleInfo(id);
      for (const imported of info?.importedIds ?? [])
        stack.push(...(namedImports(info?.code ?? '', imported, id) ?? [imported]));
      if (lazy) stack.push(...(info?.dynamicallyImportedIds ?? []));
    }
  };
  const staticWalk = (into: Set<string>, files: readonly string[]) =>
    reachFrom(
      into,
      files.map((file) => ROOT_DIR + file),
      false,
    );
  staticWalk(reach.others, [
    ...Object.values(SIGNED_OUT_ROUTE_MODULES),
    ...Object.values(SHELL_ONLY_ROUTE_MODULES),
    NOT_FOUND,
  ]);
  staticWalk(reach.idle, IDLE_CONTROLS);
  // What the overlays reach, and heavy code loaded on use: the pages' shown walks stop at both.
  reachFrom(reach.overlaid, overlays, true);
  reachFrom(reach.onUse, onUseEntries, true);
  staticWalk(reach.shellLater, SHELL_LATER);
  return reach;
};
/** The pages inside the shell the grouping is not shaped for (first-paint-roots.ts). */
const SHELL_ONLY = 'shell-only';
const DATA_PAGES = Object.keys(ROUTE_MODULES)
  .filter((route) => route !== '/sign-in')
  .map((route) => PAINT_ROOTS.get(ROUTE_MODULES[route]!)!);
const EVERY_PAGE = ['sign-in', ...DATA_PAGES];
/** The pages a set of roots stands for: the start and the entry are every page's, the shell every signed-in page's. */
const pagesOf = (roots: Iterable<string>) =>
  new Set(
    [...roots].flatMap((root) =>
      root === 'start' || root === 'entry' ? EVERY_PAGE : root === 'shell' ? DATA_PAGES : [root],
    ),
  );
/**
 * Code that this many of the data pages paint with goes with the shell's: the few others load it
 * too. Each chunk costs its imports and exports again, and cut finer, the glue outweighed the
 * code a page was spared. Measured with `npm run size`: once zod was off every first paint, 4 gave
 * the heaviest pages the least (disputes 149.1 KB against 150.6 with 5 and 151.7 with 6); once the
 * pages' plain elements and overlays had moved, 3 gives the heaviest less again and fewer files
 * (disputes 146.8 → 145.7 KB and 17 → 14 files, finance 148.1 → 147.3 and 16 → 13), the light
 * ones about 1 KB more (listings 138.2 → 139.2, auto-dispute 139.4 → 140.5); 2 puts the people
 * pages at 150.0 KB.
 */
export const SHELL_SHARE = 3;
/**
 * A module's chunk (rolldown's `codeSplitting.groups[].name`): by the pages that load it before
 * painting, so all in a chunk are wanted by the same pages at the same time. A page paints with no
 * other page's code but what most data pages paint with (SHELL_SHARE). What another page may load
 * later too (a hook of the client picker's menu, a dialog's helper) goes apart (`~later`), so that
 * load brings none of the painting pages' own code. One `~later` chunk for any such pages, not
 * one per set of them: the finer cut cost every first paint 1 to 2.5 KB of glue. What the entry
 * imports stays in the entry; what the app's start imports, every page loads (`start`); what is
 * only ever loaded later goes by who loads it (`laterChunkOf`).
 */
export const paintChunkOf = (id: string, graph: ModuleGraph) => {
  const { paint, ever, shown, others, idle, shellLater, overlaid, onUse } = reachOf(graph);
  const roots = paint.get(id);
  // What the shell loads as it draws and the people pages paint with (who may see what, the
  // people's values): one file, loaded by both, rather than the bundler's one a module. With it,
  // what the people pages paint with and the replies' checks import (the audit's names, which the
  // people's schemas list): in a file of its own, every signed-in page loaded it with zod.
  const checked = () =>
    (graph.getModuleInfo(id)?.importers ?? []).some((importer) => isCheck(importer, graph));
  if (!roots && others.has(id) && (shellLater.has(id) || checked())) return 'people-access';
  if (!roots)
    return others.has(id)
      ? null
      : idle.has(id) || shellLater.has(id)
        ? laterChunkOf(id, shown.get(id) ?? ever.get(id), idle.has(id) ? 'idle' : 'shell', graph)
        : laterChunkOf(
            id,
            shown.get(id),
            // What heavy code loaded on use shares with the overlays (Mantine's modal, with the
            // date picker) is left to the bundler: a file both load, not one bringing the other.
            !shown.has(id) && overlaid.has(id) && !onUse.has(id) ? 'overlay' : null,
            graph,
          );
  // The entry's own imports stay in it, but for what other chunks import too (the channels' names):
  // cut out by the bundler into a file each, they go in one file. (The bundler's runtime stays a
  // file of its own: rolldown does not hand it to a group.)
  if (roots.has('entry'))
    return [...(ever.get(id) ?? [])].some((root) => root !== 'entry') ? 'boot' : null;
  if (roots.has('start')) return 'start';
  const painted = pagesOf(roots);
  const now =
    !painted.has('sign-in') && painted.size >= SHELL_SHARE ? new Set(DATA_PAGES) : painted;
  // A shell-only page is drawn inside the shell, so the shell's code is in before it loads: only
  // what some data pages paint with, and it would load too, goes apart for it.
  const isIn = (page: string) =>
    page === SHELL_ONLY ? DATA_PAGES.every((data) => now.has(data)) : now.has(page);
  const later = [...pagesOf(ever.get(id) ?? [])].some((page) => !isIn(page));
  const name =
    now.size === EVERY_PAGE.length
      ? 'every'
      : now.size === DATA_PAGES.length && !now.has('sign-in')
        ? 'shell'
        : [...now].sort().join('+');
  // What the sign-in page paints with and the shell loads as it draws (the writes' once-only
  // guard) goes with the start, which every page has loaded before it: apart from the sign-in
  // page's own chunk, or every signed-in page loaded the sign-in form's inputs and form library
  // (12 KB) for one small hook; in a file of its own, every signed-in page loaded one more file
  // after paint for a few hundred bytes.
  if (later && now.has('sign-in') && shellLater.has(id)) return 'start';
  return `paint-${name}${later ? '~later' : ''}`;
};

/**
 * The controls every signed-in page loads when idle, after it has painted: the header's client
 * picker and order search and the filter fields (a phone's filter drawer holds them too, and loads
 * when its button is about to be used). With Mantine's combobox, popover and floating layer they are one file.
 */
const IDLE_CONTROLS = [
  'src/web/components/client-picker.tsx',
  'src/web/app/order-search.tsx',
  'src/web/components/filter-fields.tsx',
  'src/web/components/phone-filters.tsx',
];
/**
 * What the shell loads as soon as it draws, beside the page (shell-route.tsx): its access checks
 * and the people areas of the navigation with the notices above the page. One file.
 */
const SHELL_LATER = ['src/web/app/shell-access.tsx', 'src/web/app/shell-later.tsx'];
/**
 * What a click on a page opens over it (a drawer, a dialog, a popover, a tooltip) or swaps in for a
 * stand-in (a control's full version; the date picker is heavy code loaded on use, `ON_USE`): loaded at the person's first use of the page
 * (`usePreload('on-intent')`, `useLoadedAfterPaint`), not when it is idle. What they alone import
 * (the forms, their fields, Mantine's modal, drawer and combobox) is one file, `overlays`, so that
 * what draws a page's data after paint (its tables) loads none of it: loaded when idle, with the
 * zod checks of the replies, they were 5 to 18 of the files a data page loaded after painting.
 */
const OVERLAYS = [
  'src/web/features/orders/order-drawer.tsx',
  'src/web/features/disputes/dispute-drawer.tsx',
  'src/web/features/disputes/raise-dispute-dialog.tsx',
  'src/web/features/disputes/bulk-raise-dialog.tsx',
  'src/web/features/reviews/reply-dialog.tsx',
  'src/web/features/partner-connection/reconnect-dialog.tsx',
  'src/web/entities/dispute/money-left-help-popover.tsx',
  'src/web/components/tooltip.ts',
  'src/web/features/finance/payout-dates-select.tsx',
];
/**
 * Code loaded only after paint: loaded on demand by the bundler's own cut, it came in 30 to 70
 * files of a few hundred bytes a page (each a request and, in Lighthouse's trace, 16 to 23
 * main-thread tasks). Grouped by who loads it instead:
 * - the controls loaded when idle (IDLE_CONTROLS) with all they import, one file;
 * - zod, the contract's schemas and the replies' check (CHECKS), one file;
 * - what the shell loads as soon as it draws (SHELL_LATER), one file;
 * - what a page opens on use (OVERLAYS: its drawers, dialogs, popovers) with all only they import,
 *   one file;
 * - what one data page alone loads after paint to show its data (its tables), one file for that page;
 * - what several data pages load after paint (the finance tables, the dispute matrix), one file.
 * Left to the bundler: what only the signed-out pages or the pages inside the shell load (their
 * own figures are held by `npm run size`), what the shell alone loads on use (the account menu),
 * and what is heavy and loaded on use (the charts, the date picker, the statement's zip).
 */
const ON_USE =
  /[\\/]node_modules[\\/](recharts|d3-[^\\/]+|victory-vendor|@mantine[\\/]dates|dayjs|fflate|decimal\.js-light|es-toolkit|eventemitter3|immer|@reduxjs|reselect|redux|react-redux|use-sync-external-store|tiny-invariant)[\\/]|[\\/]features[\\/]finance[\\/](charts|statement-zip)|[\\/]components[\\/]date-picker-field/;
/**
 * The phone's filter bar: a file of its own, with its icon, asked for as a phone's page starts
 * (start.tsx). In the pages' shared later file it brought that file's imports with it, zod and the
 * idle controls among them.
 */
const ALONE =
  /[\\/]components[\\/]phone-filter-bar\.(tsx|module\.css)$|[\\/]IconAdjustmentsHorizontal\.m?js$/;
/**
 * zod and the contract's schemas, with the forms' zod resolver: what a form checks its fields with,
 * and the people pages their server's replies (the partner operations' replies are checked by
 * the proxy: no page loads this file to show its data).
 */
const CHECKS =
  /[\\/]node_modules[\\/](zod|mantine-form-zod-resolver)[\\/]|[\\/]src[\\/]contract[\\/]/;
const CONTRACT = /[\\/]src[\\/]contract[\\/]/;
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
/**
 * Of the contract, only the schemas (the modules importing zod) go with zod: its plain values (the
 * sign-in failures' sentences, the people's and the audit's names) load with whoever uses them,
 * or the sign-in page's later part brought all of zod (88 KB) with one list of sentences.
 */
const isCheck = (id: string, graph: ModuleGraph) =>
  CHECKS.test(id) &&
  (!CONTRACT.test(id) ||
    (graph.getModuleInfo(id)?.importedIds.some((imported) => ZOD.test(imported)) ?? true));
const laterChunkOf = (
  id: string,
  roots: Set<string> | undefined,
  loadedBy: 'idle' | 'shell' | 'overlay' | null,
  graph: ModuleGraph,
) => {
  if (!roots && loadedBy !== 'overlay') return null;
  if (isCheck(id, graph)) return 'checks';
  if (loadedBy === 'overlay') return ON_USE.test(id) ? null : 'overlays';
  if (!roots) return null;
  const signedIn = [...roots].filter((root) => root !== 'sign-in' && root !== SHELL_ONLY);
  if (signedIn.length === 0 || roots.has('sign-in')) return null;
  // Before ON_USE: what the idle controls import statically goes with them, whatever it is (dayjs,
  // for the date range's presets). Left to the bundler, dayjs went into the chunk of the one
  // `import()` that reaches it alone, the filter fields', which imports the idle chunk back (the
  // filter fields are in it). Of two chunks importing each other, the one imported first runs
  // second: a page that asked for the filter fields before the client picker ran the idle chunk
  // before dayjs was defined ("… is not a function"), and an ES module that failed to run fails
  // every later import through it, the reply dialog's among them. The build now stops on such a
  // cycle (vite.config.ts, `noChunkCycles`).
  if (loadedBy === 'idle') return 'idle';
  if (ON_USE.test(id) || ALONE.test(id)) return null;
  // What the shell loads as soon as it draws; what it loads on use (the account menu, an order
  // found by its ID) is left to the bundler, in the small files it cuts.
  if (loadedBy === 'shell') return 'later-shell';
  // What pages load after paint goes with them even when the shell may load it on use too (an
  // order found by its ID opens the same dialogs): that use brings the page's file.
  const pages = signedIn.filter((root) => !['shell', 'start', 'entry'].includes(root));
  if (pages.length === 0) return null;
  return pages.length === 1 ? `later-${pages[0]}` : 'later';
};
