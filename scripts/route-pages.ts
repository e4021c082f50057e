/**
 * One page per route beside dist/index.html (dist/pages/listings.html, …): the same document,
 * with a preload link for every file the route needs before it paints. Without them the browser
 * finds a route's files one level at a time, as it reads each chunk's imports: seven to nine
 * levels for a data page, a round trip each on a phone's network. With them it asks for all of
 * them as soon as it reads the page. The server sends a route's page for that route's address.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { routePagePath } from '../src/proxy/route-pages';
import { pageHeadingOf } from '../src/web/lib/page-headings';
import { firstPaintFiles } from './first-paint';

const BOOT = /<div id="root">[\s\S]*?<\/div>/;
const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The shell's frame and the page's heading, styled by index.html's `.boot-*` rules. */
const bootWithHeading = (title: string, description: string) =>
  '<div id="root"><div class="boot-bar" aria-hidden="true"></div><main class="boot-main">' +
  `<p class="boot-title">${escape(title)}</p><p>${escape(description)}</p>` +
  '<p class="boot-status" role="status">Loading…</p></main></div>';

export function writeRoutePages(distDir: string) {
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  const linked = new Set([...index.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]));
  const routes = firstPaintFiles(distDir);
  for (const { route, scripts, styles } of routes) {
    const links = [
      ...styles
        .filter((file) => !linked.has(file))
        .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
      ...scripts
        .filter((file) => !linked.has(file))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    if (!index.includes('</head>')) throw new Error('dist/index.html has no </head>');
    if (!BOOT.test(index)) throw new Error('dist/index.html has no <div id="root">…</div>');
    const heading = pageHeadingOf(route);
    const withHeading = heading
      ? index.replace(BOOT, bootWithHeading(heading.title, heading.description))
      : index;
    const page = withHeading.replace(/\s*<\/head>/, `\n    ${links.join('\n    ')}\n  </head>`);
    const path = join(distDir, routePagePath(route));
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, page);
  }
  return routes.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const count = writeRoutePages(fileURLToPath(new URL('../dist', import.meta.url)));
  console.log(`wrote ${count} route pages in dist/pages/`);
}
