import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import {
  SHELL_ONLY_ROUTE_MODULES,
  SIGNED_OUT_ROUTE_MODULES,
  START,
} from './scripts/first-paint-roots';
import { ENTRY, PAINT_ROOTS, paintChunkOf, ROOT_DIR } from './scripts/paint-chunks';
import { dashboardProxy } from './src/proxy/vite-plugin';

/**
 * A build plugin that resolves `source`, where a module matching `importer` imports it, to a file
 * of ours. The build fails if that import was never seen: Mantine moved the file, and the swap
 * would otherwise stop without a word.
 */
const swapImport = (name: string, source: string, importer: RegExp, ours: string): Plugin => {
  let swapped = false;
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    resolveId(id, from) {
      if (id !== source || !from || !importer.test(from)) return null;
      swapped = true;
      return fileURLToPath(new URL(ours, import.meta.url));
    },
    buildEnd(error) {
      if (!error && !swapped)
        this.error(`${name}: no module matching ${String(importer)} imports ${source} any more`);
    },
  };
};

/**
 * Mantine's ScrollArea, which every Table and Select imports, takes one small hook from
 * `@floating-ui/react` (merging two refs) and with it the whole floating layer: 15 KB of gzip on
 * every page with a table, before it paints. The same hook comes from Mantine's own hooks here.
 */
const scrollAreaWithoutFloatingLayer = () =>
  swapImport(
    'scroll-area-without-floating-layer',
    '@floating-ui/react',
    /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    './src/web/vendor/scroll-area-merge-refs.ts',
  );

/**
 * The provider runs with `withCssVariables={false}` (the variables are a generated stylesheet), so
 * the component that would write them is never drawn; its module alone worked out Mantine's
 * default variables as it loaded. It is swapped for one that draws nothing.
 */
const mantineWithoutRuntimeCssVariables = () =>
  swapImport(
    'mantine-without-runtime-css-variables',
    './MantineCssVariables/MantineCssVariables.mjs',
    /@mantine[\\/]core[\\/]esm[\\/]core[\\/]MantineProvider[\\/]MantineProvider\.mjs$/,
    './src/web/vendor/no-css-variables.ts',
  );

/**
 * Mantine's ActionIcon slides its loader in with its Transition. The app draws its own buttons
 * (components/plain-button.tsx); Mantine's ActionIcon is drawn by the components it loads after
 * paint (the password field's eye), and gets one without the slide (`src/web/vendor/no-transition.ts`).
 */
const withoutTransition = (component: 'ActionIcon') =>
  swapImport(
    `${component}-without-transition`,
    '../Transition/Transition.mjs',
    new RegExp(
      `@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/]${component}[\\\\/]${component}\\.mjs$`,
    ),
    './src/web/vendor/no-transition.ts',
  );

/**
 * What every page needs before it paints, in two chunks: React itself, then the router, React
 * Query, Mantine's styling system and the handful of its components every page draws with. Left
 * to itself, the bundler split these into a dozen small chunks that import one another in a chain
 * (the entry six deep, a page twelve): the browser finds each level only once it has read the one
 * before, a round trip each on a phone's network, before the page can draw. Two, not one: the
 * entry runs React's first, in a task of its own (main.tsx). Only what the sign-in page draws with
 * too: the data pages' own (Badge, SimpleGrid, Skeleton, the menu's Burger) load with them, which
 * keeps sign-in's first paint within its 150 KB.
 */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const VENDOR =
  /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query)|@mantine[\\/]core[\\/]esm[\\/]core|clsx)[\\/]/;
const FIRST_PAINT_MANTINE =
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Text|Title|Group|Stack|Paper|Loader|VisuallyHidden|Anchor|UnstyledButton|Badge)[\\/]/;
/** Small pieces the app's start draws with too (the error box, the icons), in the same chunk. */
const FIRST_PAINT_OTHER =
  /node_modules[\\/](@mantine[\\/]hooks[\\/]esm[\\/](use-disclosure|use-id|use-uncontrolled)|@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes|icons[\\/]IconChartBar))\b/;

/**
 * What `resolveDependencies` (below) needs, noted as the bundle is written: React's chunk and the
 * app's code (./start and its static imports, less the entry's). Before Vite's import analysis,
 * which asks `resolveDependencies`.
 */
const appCode = { react: '', files: [] as string[] };
const noteChunksForPreload = (): Plugin => ({
  name: 'note-chunks-for-preload',
  apply: 'build',
  enforce: 'post',
  renderStart() {
    appCode.react = '';
    appCode.files = [];
  },
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((chunk) => chunk.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const entryFiles = new Set(
      chunks
        .filter((chunk) => chunk.isEntry)
        .flatMap((chunk) => [chunk.fileName, ...chunk.imports]),
    );
    const start = chunks.find((chunk) => chunk.moduleIds.includes(ROOT_DIR + START));
    const react = chunks.find((chunk) => chunk.name === 'react');
    // Without them the app's code would download only after React's, one round trip later.
    if (!start || !react) this.error('no chunk for src/web/start.tsx or for React');
    appCode.react = react.fileName;
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file) || entryFiles.has(file)) return;
      files.add(file);
      byFile.get(file)?.imports.forEach(visit);
    };
    visit(start.fileName);
    appCode.files = [...files];
    // Which chunk holds each first-paint root: modules grouped into a chunk (paintChunkOf) have
    // no entry of their own in the manifest, and `npm run size` starts from these (the pages it
    // measures but the grouping is not shaped for too).
    const holders = Object.fromEntries(
      [
        ENTRY,
        ...PAINT_ROOTS.keys(),
        ...Object.values(SIGNED_OUT_ROUTE_MODULES),
        ...Object.values(SHELL_ONLY_ROUTE_MODULES),
      ].map((file) => [
        file,
        chunks.find((chunk) => chunk.moduleIds.includes(ROOT_DIR + file))?.fileName,
      ]),
    );
    this.emitFile({
      type: 'asset',
      fileName: '.vite/first-paint-roots.json',
      source: JSON.stringify(holders, null, 2),
    });
  },
});

/**
 * Stops the build when chunks import one another in a circle. Of two chunks that import each
 * other, the one imported first runs second: its partner's code runs before the values it takes
 * from the first exist, which fails as it loads ("… is not a function"), and a module that failed
 * to run fails every import through it for the rest of the visit. Which of them a page imports
 * first depends on timing, so such a build passes or fails a test by chance (the reviews' reply
 * dialog, docs/performance.md). Only static imports count: an `import()` waits for its chunk.
 */
const noChunkCycles = (): Plugin => ({
  name: 'no-chunk-cycles',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const imports = new Map(
      Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk' ? [[chunk.fileName, chunk.imports] as const] : [],
      ),
    );
    const done = new Set<string>();
    const path: string[] = [];
    const visit = (file: string) => {
      const at = path.indexOf(file);
      if (at >= 0)
        this.error(`chunks import one another: ${[...path.slice(at), file].join(' → ')}`);
      if (done.has(file)) return;
      path.push(file);
      for (const next of imports.get(file) ?? []) visit(next);
      path.pop();
      done.add(file);
    };
    for (const file of imports.keys()) visit(file);
  },
});

export default defineConfig(({ command }) => ({
  // react-router's package points every bundler at its development build, which keeps its
  // warnings; the build takes its production one (the same code, the warnings off).
  resolve:
    command === 'build'
      ? {
          alias: [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
            // Its DOM entry imports its own build's chunks: one copy of the router, not two.
            {
              find: /^react-router\/dom$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/react-router/dist/production/dom-export.mjs',
                  import.meta.url,
                ),
              ),
            },
          ],
        }
      : {},
  plugins: [
    noteChunksForPreload(),
    noChunkCycles(),
    react(),
    dashboardProxy(),
    scrollAreaWithoutFloatingLayer(),
    mantineWithoutRuntimeCssVariables(),
    withoutTransition('ActionIcon'),
  ],
  // The manifest (dist/.vite, never served) lets `npm run size` hold each route's first-paint bytes.
  build: {
    target: 'es2022',
    // No preload links for a chunk's imports: the browser finds them as it reads each chunk, all
    // in parallel over the HTTP/2 edge. The links cost more than they saved: in index.html they
    // competed with the first paint (FCP 1.7 -> 1.5 s without), and added on each import() (one
    // per file, 30 to 80 a page) they were 200+ ms of main thread on a slow phone. Lighthouse,
    // same runs: /listings 0.77-0.91 -> 0.88-0.94, /reviews 0.68-0.72 -> 0.76-0.82.
    // Two kinds of link are kept:
    // - in index.html, for the entry's own few small imports, which hold back its first run (and
    //   the early requests) until they are in;
    // - with the entry's import of React, for the app's code too (./start, vendor…): it is imported
    //   only once React's has run, in a task of its own (main.tsx), but downloads alongside.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html'
          ? deps
          : file === appCode.react
            ? [file, ...appCode.files.filter((dep) => dep !== file)]
            : [],
    },
    // The app's styles in one file, linked by every page: split by chunk, a data page loaded 8 to
    // 10 stylesheets (each a request, a parse and a restyle of the page, and each lazy chunk that
    // brought one waited for it), for 10 KB of gzip in all.
    cssCodeSplit: false,
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: (id) => REACT.test(id), priority: 3 },
            {
              name: 'vendor',
              test: (id) =>
                VENDOR.test(id) || FIRST_PAINT_MANTINE.test(id) || FIRST_PAINT_OTHER.test(id),
              priority: 2,
            },
            // The rest of each page's first paint, by the pages that need it (scripts/paint-chunks.ts).
            // Each module is placed alone, not with what it imports: its imports are named by
            // their own pages, which may be more.
            {
              name: paintChunkOf,
              debugName: 'paint',
              priority: 1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
}));
