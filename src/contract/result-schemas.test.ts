import { describe, expect, it } from 'vitest';
import { OPERATION_IDS, operations } from './operations';
import { RESULT_SCHEMAS } from './result-schemas';

describe('the reply schemas the browser loads part by part', () => {
  it.each(OPERATION_IDS)('%s: the very schema the contract table names', async (id) => {
    expect(await RESULT_SCHEMAS[id]()).toBe(operations[id].result);
  });

  it('cover every operation of the table and nothing else', () => {
    expect(Object.keys(RESULT_SCHEMAS).sort()).toEqual([...OPERATION_IDS].sort());
  });
});
