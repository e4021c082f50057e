import { lostOnTheWay, unreadableReply } from './http';

/**
 * Reads an NDJSON reply (`application/x-ndjson`) line by line as it comes: each line parsed, or
 * `undefined` when it is not JSON. A connection lost on the way is the network's `ApiError`.
 */
export async function readLines(
  response: Response,
  signal: AbortSignal | undefined,
  onLine: (line: unknown) => void,
): Promise<void> {
  if (!response.body) throw unreadableReply(response.status);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  const take = (text: string) => {
    if (!text.trim()) return;
    let line: unknown;
    try {
      line = JSON.parse(text);
    } catch {
      line = undefined;
    }
    onLine(line);
  };
  for (;;) {
    let chunk;
    try {
      chunk = await reader.read();
    } catch (error) {
      chunk = lostOnTheWay(error, signal);
    }
    if (chunk.done) break;
    const lines = (rest + chunk.value).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) take(line);
  }
  take(rest);
}
