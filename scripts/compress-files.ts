/** Writes .br and .gz beside each compressible file of a folder, for a static server to send. */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|html|svg|json|txt)$/;

/** Compresses every file of `dir` (recursively) worth it; returns how many it compressed. */
export const compressFiles = (dir: string): number => {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      count += compressFiles(path);
      continue;
    }
    if (!compressible.test(name)) continue;
    const data = readFileSync(path);
    if (data.length < 1024) continue;
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  return count;
};
