import type { IncomingMessage, ServerResponse } from 'node:http';

/** The request declared a body and not all of it has been read. */
export const bodyUnread = (req: IncomingMessage) =>
  !req.complete &&
  (req.headers['transfer-encoding'] !== undefined ||
    Number(req.headers['content-length'] ?? 0) > 0);

/**
 * Any answer given while the request's body is still unread (a 405, a missing file, a session
 * read with a body, an early refusal) says the connection closes: Node then ends the socket once
 * the answer is flushed, instead of draining the rest of the body to keep the connection alive,
 * however long it is.
 */
export const closeWhenBodyUnread = (req: IncomingMessage, res: ServerResponse) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<typeof writeHead>) {
    if (!res.headersSent && bodyUnread(req)) res.setHeader('connection', 'close');
    return writeHead.apply(this, args);
  } as typeof writeHead;
};
