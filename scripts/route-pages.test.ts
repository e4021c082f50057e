import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_HEADINGS } from '../src/web/lib/page-headings';
import { writeRoutePages } from './route-pages';

const INDEX =
  '<!doctype html><html><head><title>Partner dashboard</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"><p class="boot" role="status">Partner dashboard is loading…</p></div></body></html>';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'route-pages-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const page = (path: string) => readFileSync(join(dist, 'pages', path), 'utf8');

describe('the route pages', () => {
  it("are index.html with the page's heading drawn in place of the boot line", () => {
    expect(writeRoutePages(dist)).toBe(Object.keys(PAGE_HEADINGS).length + 1);
    const disputes = page('disputes.html');
    const { title, description } = PAGE_HEADINGS['/disputes'];
    expect(disputes).toContain(`<p class="boot-title">${title}</p><p>${description}</p>`);
    expect(disputes).toContain('<p class="boot-status" role="status">Loading…</p>');
    expect(disputes).not.toContain('Partner dashboard is loading');
    // The rest of the document as built: the same app, started the same way.
    expect(disputes.replace(/<div id="root">.*<\/main><\/div>/, '')).toBe(
      INDEX.replace(/<div id="root">.*?<\/div>/, ''),
    );
    expect(page('finance.html')).toContain(`>${PAGE_HEADINGS['/finance'].title}</p>`);
    // The app's start goes on to the portfolio, and shows its heading.
    expect(page('index.html')).toContain(`>${PAGE_HEADINGS['/portfolio'].title}</p>`);
    expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(INDEX);
  });

  it('refuse a build whose index.html has no root to draw in', () => {
    writeFileSync(join(dist, 'index.html'), '<!doctype html><body></body>');
    expect(() => writeRoutePages(dist)).toThrow(/no <div id="root">/);
  });
});
