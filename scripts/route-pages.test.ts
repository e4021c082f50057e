import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_HEADINGS } from '../src/web/lib/page-headings';
import { ROUTE_MODULES } from './first-paint';
import { writeRoutePages } from './route-pages';

const INDEX =
  '<!doctype html><html><head><title>Partner dashboard</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head>' +
  '<body><div id="root"><p class="boot" role="status">Partner dashboard is loading…</p></div></body></html>';

/** A build's manifest: the entry, its vendor chunk, the shell, the early schemas, each page. */
const manifest = () => {
  const chunks: Record<string, object> = {
    'src/web/main.tsx': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_vendor-1.js'],
      css: ['assets/index-1.css'],
    },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_table-1.js': {
      file: 'assets/table-1.js',
      imports: ['_vendor-1.js'],
      css: ['assets/table-1.css'],
    },
    'src/web/app/shell-route.tsx': { file: 'assets/shell-1.js', imports: ['src/web/main.tsx'] },
    'src/web/lib/session-replies.ts': { file: 'assets/session-replies-1.js' },
    'src/contract/operations.ts': { file: 'assets/operations-1.js' },
  };
  for (const [route, module] of Object.entries(ROUTE_MODULES)) {
    const name = route.slice(1).replaceAll('/', '-');
    chunks[module] = {
      file: `assets/${name}-1.js`,
      imports: route === '/sign-in' ? ['_vendor-1.js'] : ['_table-1.js'],
    };
  }
  return chunks;
};

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'route-pages-'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest()));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const page = (path: string) => readFileSync(join(dist, 'pages', path), 'utf8');
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*href="\/([^"]+)"/g)].map(
    (match) => match[1],
  );

describe('the route pages', () => {
  it("draw a data page's heading and preload every file it needs before it paints", () => {
    expect(writeRoutePages(dist)).toBe(Object.keys(ROUTE_MODULES).length);
    const disputes = page('disputes.html');
    expect(disputes).toContain(`<p class="boot-title">${PAGE_HEADINGS['/disputes'].title}</p>`);
    expect(disputes).toContain(`<p>${PAGE_HEADINGS['/disputes'].description}</p>`);
    expect(disputes).toContain('role="status"');
    // The whole chain at once, not one level per round trip; what index.html links, once.
    expect(preloaded(disputes).sort()).toEqual(
      [
        'assets/table-1.css',
        'assets/vendor-1.js',
        'assets/session-replies-1.js',
        'assets/operations-1.js',
        'assets/shell-1.js',
        'assets/disputes-1.js',
        'assets/table-1.js',
      ].sort(),
    );
    expect(disputes.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('leave the sign-in page its own boot and none of the shell', () => {
    writeRoutePages(dist);
    const signIn = page('sign-in.html');
    expect(signIn).toContain('Partner dashboard is loading…');
    expect(signIn).not.toContain('boot-title');
    expect(preloaded(signIn).sort()).toEqual(['assets/sign-in-1.js', 'assets/vendor-1.js']);
    expect(page('finance/statement.html')).toContain('statement-1.js');
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(INDEX);
  });
});
