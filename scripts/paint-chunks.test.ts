import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, SHELL, SHELL_ONLY_ROUTE_MODULES, START } from './first-paint-roots';
import { ENTRY, paintChunkOf, ROOT_DIR, SHELL_SHARE } from './paint-chunks';

/** A module graph as the bundler gives it: each module's imports, static and `import()`. */
function graphOf(modules: Record<string, { imports?: string[]; lazy?: string[]; code?: string }>) {
  const id = (file: string) => ROOT_DIR + file;
  const info = new Map(
    Object.entries(modules).map(([file, { imports = [], lazy = [], code = '' }]) => [
      id(file),
      { importedIds: imports.map(id), dynamicallyImportedIds: lazy.map(id), code },
    ]),
  );
  const importers = (module: string) =>
    [...info].filter(([, { importedIds }]) => importedIds.includes(module)).map(([from]) => from);
  const graph = {
    getModuleInfo: (module: string) => {
      const found = info.get(module);
      return found ? { ...found, importers: importers(module) } : null;
    },
  };
  return (file: string) => paintChunkOf(id(file), graph);
}

const MANTINE = 'node_modules/@mantine/core/esm/index.mjs';
const OVERLAY = 'src/web/features/disputes/raise-dispute-dialog.tsx';

describe('paint chunks', () => {
  const chunkOf = graphOf({
    [ENTRY]: { imports: ['src/web/lib/http.ts', 'src/web/boot-failure.ts'], lazy: [START] },
    [START]: {
      imports: ['src/web/app/routes.tsx', 'src/web/lib/session.ts'],
      lazy: [SHELL, ...Object.values(ROUTE_MODULES), 'src/web/components/phone-filters.tsx'],
    },
    // The session's check is in the start; the contract's schemas load with a request, later.
    'src/web/lib/session.ts': { imports: ['src/web/lib/session-replies.ts'] },
    // A request of the server's own loads zod and its reply's schema with it (server-api.ts).
    'src/web/lib/api-client.ts': { lazy: ['src/web/lib/server-api.ts'] },
    'src/web/lib/server-api.ts': {
      lazy: [
        'node_modules/zod/mini/index.js',
        'src/contract/auth.ts',
        'src/contract/listings.ts',
        'src/contract/reviews.ts',
      ],
    },
    'src/contract/auth.ts': {
      imports: ['node_modules/zod/mini/index.js', 'src/contract/audit-values.ts'],
    },
    // The audit's names: the people pages paint with them, the people's schemas list them.
    'src/contract/audit-values.ts': {},
    [SHELL_ONLY_ROUTE_MODULES['/team, /audit, /account']!]: {
      imports: ['src/contract/audit-values.ts'],
    },
    'src/contract/listings.ts': { imports: ['node_modules/zod/mini/index.js'] },
    'src/contract/reviews.ts': { imports: ['node_modules/zod/mini/index.js'] },
    // What the start loads early for a signed-in page alone, and the shell paints with.
    'src/web/components/phone-filters.tsx': { imports: ['src/web/lib/url-state.ts'] },
    [SHELL]: {
      imports: ['src/web/lib/url-state.ts', 'src/web/lib/http.ts', 'src/web/lib/api-client.ts'],
      lazy: ['src/web/app/shell-later.tsx', 'src/web/components/client-picker.tsx'],
    },
    // What the shell loads as it draws, and the header's control loaded when idle.
    'src/web/app/shell-later.tsx': { imports: ['src/web/app/people-nav.tsx'] },
    'src/web/components/client-picker.tsx': { imports: ['node_modules/dayjs/dayjs.min.js'] },
    [ROUTE_MODULES['/listings']!]: {
      imports: ['src/web/components/data-table.tsx', 'src/web/lib/url-state.ts'],
    },
    [ROUTE_MODULES['/disputes']!]: {
      imports: ['src/web/components/data-table.tsx', 'src/web/features/disputes/table.tsx'],
      lazy: [
        'src/web/features/disputes/dialog.tsx',
        OVERLAY,
        'src/web/components/date-range-filter.tsx',
      ],
    },
    // What a click opens (OVERLAYS): its form and frame with it, what the page shows too apart.
    [OVERLAY]: {
      imports: [
        'src/web/components/dialog-frame.tsx',
        'src/web/features/disputes/reasons.ts',
        'node_modules/zod/mini/index.js',
        'node_modules/@mantine/core/esm/components/Modal/Modal.mjs',
        'src/web/components/filter-fields.tsx',
      ],
    },
    // Heavy code loaded on use (the date picker) shares Mantine's modal with the overlays.
    'src/web/components/date-range-filter.tsx': {
      lazy: ['src/web/components/date-picker-field.tsx'],
    },
    'src/web/components/date-picker-field.tsx': {
      imports: ['node_modules/@mantine/core/esm/components/Modal/Modal.mjs'],
    },
    'src/web/features/disputes/reasons.ts': {},
    'src/web/features/disputes/table.tsx': {
      imports: [MANTINE],
      code: 'import { Badge, Table as T } from "@mantine/core";',
    },
    'src/web/features/disputes/dialog.tsx': {
      imports: ['src/web/lib/money.ts', 'src/web/features/disputes/reasons.ts'],
    },
    [ROUTE_MODULES['/orders']!]: { imports: ['src/web/lib/money.ts'] },
    [ROUTE_MODULES['/sign-in']!]: {
      imports: ['src/web/lib/form.ts'],
      lazy: ['src/web/features/auth/sign-in-extras.tsx'],
    },
    // The sign-in page's later part says sentences of the contract that need no zod.
    'src/web/features/auth/sign-in-extras.tsx': { imports: ['src/contract/sign-in-failures.ts'] },
    'src/contract/sign-in-failures.ts': {},
  });

  it('leaves what the entry imports in the entry, and puts what the start imports in its chunk', () => {
    expect(chunkOf('src/web/boot-failure.ts')).toBeNull();
    // What the entry shares with other chunks: one file, not one a module.
    expect(chunkOf('src/web/lib/http.ts')).toBe('boot');
    expect(chunkOf('src/web/app/routes.tsx')).toBe('start');
  });

  it('groups a module by the pages that paint with it', () => {
    // The phone's filters, which the start may load later, use it too.
    expect(chunkOf('src/web/lib/url-state.ts')).toBe('paint-shell~later');
    expect(chunkOf('src/web/components/data-table.tsx')).toBe('paint-disputes+listings');
    expect(chunkOf('src/web/features/disputes/table.tsx')).toBe('paint-disputes');
    expect(chunkOf(ROUTE_MODULES['/sign-in']!)).toBe('paint-sign-in');
  });

  it('puts what most data pages paint with in the shell', () => {
    const pages = Object.entries(ROUTE_MODULES).filter(([route]) => route !== '/sign-in');
    const shared = (count: number) =>
      graphOf(
        Object.fromEntries([
          [START, { lazy: [SHELL, ...Object.values(ROUTE_MODULES)] }],
          ...pages.map(([, file], index) => [
            file,
            { imports: index < count ? ['src/web/components/data-table.tsx'] : [] },
          ]),
        ]),
      )('src/web/components/data-table.tsx');
    expect(shared(SHELL_SHARE)).toBe('paint-shell');
    expect(shared(SHELL_SHARE - 1)).not.toBe('paint-shell');
    expect(shared(SHELL_SHARE - 1)).toMatch(/^paint-[a-z-]+(\+[a-z-]+)+$/);
  });

  it('puts apart what another page may load later, so that load brings no page code with it', () => {
    // Painted by the orders page, loaded later by the disputes page's dialog.
    expect(chunkOf('src/web/lib/money.ts')).toBe('paint-orders~later');
    expect(chunkOf(ROUTE_MODULES['/orders']!)).toBe('paint-orders');
    expect(chunkOf('src/web/lib/session-replies.ts')).toBe('start');
  });

  it('puts what a page opens on use, and what only that imports, in a file of its own', () => {
    expect(chunkOf(OVERLAY)).toBe('overlays');
    expect(chunkOf('src/web/components/dialog-frame.tsx')).toBe('overlays');
    // What the page's own later part shows too stays with it: showing it loads no overlay.
    expect(chunkOf('src/web/features/disputes/reasons.ts')).toBe('later-disputes');
    expect(chunkOf('node_modules/zod/mini/index.js')).toBe('checks');
    // An idle control only an overlay reaches still goes with the idle controls.
    expect(chunkOf('src/web/components/filter-fields.tsx')).toBe('idle');
    // What the date picker shares with the overlays: a file both load, not the overlays' own.
    expect(chunkOf('node_modules/@mantine/core/esm/components/Modal/Modal.mjs')).toBeNull();
  });

  it('groups what is only ever loaded later by who loads it', () => {
    // A page's own later code; zod's checks; the shell's later part; the idle controls with
    // everything they import (left to the bundler, dayjs went into a file that imported them back).
    expect(chunkOf('src/web/features/disputes/dialog.tsx')).toBe('later-disputes');
    expect(chunkOf('src/contract/listings.ts')).toBe('checks');
    expect(chunkOf('src/contract/reviews.ts')).toBe('checks');
    expect(chunkOf('src/contract/auth.ts')).toBe('checks');
    // Of the contract, only what imports zod: its plain values do not bring zod's file with them.
    expect(chunkOf('node_modules/zod/mini/index.js')).toBe('checks');
    expect(chunkOf('src/contract/sign-in-failures.ts')).not.toBe('checks');
    expect(chunkOf('src/web/app/people-nav.tsx')).toBe('later-shell');
    // What the people pages paint with and the checks import: with the shell's access checks,
    // which every signed-in page has loaded, not a file of its own loaded with zod.
    expect(chunkOf('src/contract/audit-values.ts')).toBe('people-access');
    expect(chunkOf('src/web/components/client-picker.tsx')).toBe('idle');
    expect(chunkOf('node_modules/dayjs/dayjs.min.js')).toBe('idle');
  });

  it("follows the names imported from a package's index, not the whole package", () => {
    const mantine = 'node_modules/@mantine/core/esm/components';
    expect(chunkOf(`${mantine}/Badge/Badge.mjs`)).toBe('paint-disputes');
    expect(chunkOf(`${mantine}/Table/Table.mjs`)).toBe('paint-disputes');
    expect(chunkOf(`${mantine}/Button/Button.mjs`)).toBeNull();
  });

  it('reads re-exports, renamed exports and empty lists, and stops the build on what it cannot read', () => {
    const from = (code: string) =>
      graphOf({
        [START]: { lazy: Object.values(ROUTE_MODULES) },
        [ROUTE_MODULES['/listings']!]: { imports: ['src/web/components/x.ts'] },
        'src/web/components/x.ts': { imports: [MANTINE], code },
      });
    const mantine = 'node_modules/@mantine/core/esm/components';
    expect(from('export { Tooltip } from "@mantine/core";')(`${mantine}/Tooltip/Tooltip.mjs`)).toBe(
      'paint-listings',
    );
    expect(
      from('import { MANTINE_TRANSITIONS } from "@mantine/core";')(
        `${mantine}/Transition/transitions.mjs`,
      ),
    ).toBe('paint-listings');
    expect(from('import {} from "@mantine/core";')('src/web/components/x.ts')).toBe(
      'paint-listings',
    );
    expect(() => from('import * as M from "@mantine/core";')('src/web/components/x.ts')).toThrow(
      /cannot read/,
    );
    expect(() =>
      from('import { NoSuchThing } from "@mantine/core";')('src/web/components/x.ts'),
    ).toThrow(/NoSuchThing is not among/);
  });
});
