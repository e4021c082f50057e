import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { firstPaintSizes } from './first-paint-size';
const c = JSON.parse(readFileSync('bench/first-paint-ceilings.json','utf8'));
const dist = fileURLToPath(new URL('../dist', import.meta.url));
for (const r of firstPaintSizes(dist)) { console.log(r.route, r.bytes, Math.round(c[r.route]*1024 - r.bytes)); if (r.route==='/disputes') for (const f of r.files) console.log('   ', f); }
