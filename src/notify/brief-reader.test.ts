import { describe, expect, it } from 'vitest';
import { callOperation } from '../web/lib/api-client';
import { answeringAs } from './brief-reader';

/** An answer as one person: every read's envelope names them, and what each was asked is kept. */
const answerAs = (person: string, asked: string[]) => async (path: string) => {
  asked.push(path);
  return {
    status: 200,
    body: JSON.stringify({
      status: true,
      statusCode: 200,
      message: 'OK',
      result: { person },
      error: null,
    }),
    headers: {},
  };
};

describe('the pages’ reads made on the server', () => {
  it('for two people at once, in the same task: each read answered as its own person', async () => {
    const askedA: string[] = [];
    const askedB: string[] = [];
    const read = () =>
      Promise.all([
        callOperation('getTaxDetails', { query: { clientId: 'c-1' } }),
        callOperation('getDepositDetails', { query: { clientId: 'c-1' } }),
      ]);
    // Both people's reads start in the same task, as two briefs read side by side.
    const [a, b] = await Promise.all([
      answeringAs(answerAs('a', askedA), read),
      answeringAs(answerAs('b', askedB), read),
    ]);
    expect(a.map((result) => (result as unknown as { person: string }).person)).toEqual(['a', 'a']);
    expect(b.map((result) => (result as unknown as { person: string }).person)).toEqual(['b', 'b']);
    // Each person's reads went together, through that person's answer only.
    expect(askedA.sort()).toEqual(['/api/ops/getDepositDetails', '/api/ops/getTaxDetails']);
    expect(askedB.sort()).toEqual(['/api/ops/getDepositDetails', '/api/ops/getTaxDetails']);
  });
});
