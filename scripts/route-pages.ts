/**
 * One page per data route beside dist/index.html (dist/pages/listings.html, …): the same document
 * with the shell's frame and the page's heading drawn in it, in the page's own type and place
 * (index.html's `.boot-*` rules). A phone shows the heading as soon as it has read the page,
 * seconds before the app's code and data arrive and draw the page around it, unmoved. The server
 * sends a route's page for that route's address (src/proxy/route-pages.ts).
 *
 * No preload links for the route's files: 60 to 70 of them in the page cost the parser 300 to
 * 400 ms on a slow phone (Lighthouse's 4× CPU) before the first paint, and Lighthouse measured no
 * gain from them.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routePagePath } from '../src/proxy/route-pages';
import { paths } from '../src/web/lib/paths';
import { PAGE_HEADINGS, pageHeadingOf } from '../src/web/lib/page-headings';

const BOOT = /<div id="root">[\s\S]*?<\/div>/;
const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The shell's frame and the page's heading (drawn, not a heading: the page's h1 says it is there). */
const bootWithHeading = (title: string, description: string) =>
  '<div id="root"><div class="boot-bar" aria-hidden="true"></div><main class="boot-main">' +
  `<p class="boot-title">${escape(title)}</p><p>${escape(description)}</p>` +
  '<p class="boot-status" role="status">Loading…</p></main></div>';

export function writeRoutePages(distDir: string) {
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!BOOT.test(index)) throw new Error('dist/index.html has no <div id="root">…</div>');
  // The app's start too: it goes on to a page, whose heading it shows (`pageHeadingOf`).
  const routes = [paths.home, ...Object.keys(PAGE_HEADINGS)];
  for (const route of routes) {
    const heading = pageHeadingOf(route);
    if (!heading) throw new Error(`No heading for ${route}`);
    const path = join(distDir, routePagePath(route));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, index.replace(BOOT, bootWithHeading(heading.title, heading.description)));
  }
  return routes.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = writeRoutePages(fileURLToPath(new URL('../dist', import.meta.url)));
  console.log(`wrote ${count} route pages in dist/pages/`);
}
