/**
 * The reference page (`bench/reference/`): built once per bench run, compressed as the app's
 * build is, and served by the same production server code as the app, so the only difference a
 * measurement sees between the two is what the pages themselves do.
 */
import { build } from 'vite';
import { compressFiles } from '../scripts/compress-files';
import { proxyConfigSchema } from '../src/proxy/config';
import { createProductionServer } from '../src/proxy/server';
import { REFERENCE_OUT_DIR } from './reference/vite.config';

let built: Promise<void> | undefined;

/** Builds the reference page (once per process) into the bench's results folder. */
export const buildReferencePage = () =>
  (built ??= (async () => {
    await build({ configFile: new URL('./reference/vite.config.ts', import.meta.url).pathname });
    compressFiles(REFERENCE_OUT_DIR);
  })());

/** The reference page, built and served on a loopback port: its origin, and a close. */
export async function startReferencePage() {
  await buildReferencePage();
  const server = createProductionServer({
    // The reference asks no API: the proxy in front of it is never reached.
    config: proxyConfigSchema.parse({
      upstreamUrl: 'http://127.0.0.1:9',
      partnerApiKey: 'reference-page',
      sessionSecret: 'bench-reference-bench-reference-bench',
      dataDir: 'memory://',
    }),
    distDir: REFERENCE_OUT_DIR,
  });
  const origin = await server.listen(0, '127.0.0.1');
  return { origin, close: server.close };
}
