import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, operations } from '../src/contract/operations';
import { renderOpenApi } from '../src/contract/openapi';
import { OPENAPI_PATH } from './openapi-path';

describe('docs/openapi.json', () => {
  it('is what `npm run openapi` generates from the contract today (run it after changing a schema)', () => {
    expect(readFileSync(OPENAPI_PATH, 'utf8')).toBe(renderOpenApi());
  });

  it('describes every operation at its method and path, GET bodies included', () => {
    const doc = JSON.parse(renderOpenApi()) as {
      paths: Record<string, Record<string, { operationId: string; requestBody?: unknown }>>;
    };
    for (const id of OPERATION_IDS) {
      const def = operations[id];
      const op = doc.paths[def.path]?.[def.method.toLowerCase()];
      expect(op?.operationId).toBe(id);
      expect(Boolean(op?.requestBody)).toBe(def.body !== null);
    }
  });
});
