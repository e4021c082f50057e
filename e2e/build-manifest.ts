import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The address of the built file that holds a module loaded on demand, read from the build's
 * manifest: a test that holds back or fails one piece of code names the module, not a file-name
 * pattern that a change of chunking would silently stop matching. A module grouped with others
 * (the idle controls' file holds the filter fields, the client picker and the order search) has no
 * entry of its own: its file is the one whose source map lists it.
 */
export const chunkUrlOf = (source: string) => {
  const dist = process.env.E2E_DIST ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const own = manifest[source];
  if (own) return `**/${own.file}`;
  const holders = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
    (file) => {
      const map = join(dist, `${file}.map`);
      if (!file.endsWith('.js') || !existsSync(map)) return false;
      const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] };
      return sources.some((path) => path.endsWith(`/${source}`));
    },
  );
  if (holders.length !== 1)
    throw new Error(`${source} is in ${holders.length} of the build's chunks, not one`);
  return `**/${holders[0]}`;
};
