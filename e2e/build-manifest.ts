import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The address of the built file that holds a module loaded on demand, read from the build's
 * manifest: a test that holds back or fails one piece of code names the module, not a file-name
 * pattern that a change of chunking would silently stop matching.
 */
export const chunkUrlOf = (source: string) => {
  const dist = process.env.E2E_DIST ?? 'dist';
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} has no chunk of its own in the build's manifest`);
  return `**/${chunk.file}`;
};
