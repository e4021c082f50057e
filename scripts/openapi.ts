/** Writes docs/openapi.json from the contract (`npm run openapi`). */
import { writeFileSync } from 'node:fs';
import { OPENAPI_PATH } from './openapi-path';
import { renderOpenApi } from '../src/contract/openapi';

writeFileSync(OPENAPI_PATH, renderOpenApi());
console.log(`wrote ${OPENAPI_PATH}`);
