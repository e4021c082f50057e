/** Writes .br and .gz beside each compressible file of dist/, for the production server to send. */
import { fileURLToPath } from 'node:url';
import { compressFiles } from './compress-files';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
console.log(`compressed ${compressFiles(dist)} files in dist/`);
