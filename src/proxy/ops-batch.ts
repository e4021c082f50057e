/**
 * Several reads in one request (`POST /api/ops`, OPS_BATCH_PATH in contract/constants.ts): the
 * reads a page asks for together as it opens. Each call is answered as `POST /api/ops/{op}` would
 * answer it, and its line `{i, status, headers, reply}` written as soon as it is answered, `reply`
 * the envelope's JSON as it came. The server's own reads with the pages' code (the brief, the
 * alerts, the mailed statements) are answered the same way (src/notify/brief-reader.ts).
 */
import type { OpsBatchBody } from '../contract/ops-batch';
import type { AnswerAs } from '../notify/brief-reader';

type Answer = Awaited<ReturnType<AnswerAs>>;

/**
 * Answers each call by `answerOne`, all at once, and hands each answer's line to `write` (its
 * pieces: text, and the reply's bytes as they came) as soon as it is ready.
 */
export const answerOpsBatch = async (
  { calls }: OpsBatchBody,
  answerOne: (
    op: string,
    input: { query?: unknown; body?: unknown },
    index: number,
  ) => Promise<Answer>,
  write: (...pieces: (string | Uint8Array)[]) => void,
): Promise<void> => {
  await Promise.all(
    calls.map(async ({ op, ...input }, index) => {
      const answer = await answerOne(op, input, index);
      // An `OpsBatchLine`, the reply's bytes written as they came.
      write(
        `{"i":${index},"status":${answer.status},"headers":${JSON.stringify(answer.headers)},"reply":`,
        answer.body,
        '}\n',
      );
    }),
  );
};
