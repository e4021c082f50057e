/**
 * A real SMTP server for the tests: `smtp-server` on a free loopback port, without
 * authentication or TLS, keeping every message it accepts. Stopped by whoever started it.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string | null;
  to: string[];
  /** The message as sent: headers and body, as the server received it. */
  raw: string;
}

/** A message's raw text with quoted-printable soft breaks and escapes undone, for searching. */
export const readableMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

export const startSmtpServer = async (
  options: {
    refuse?: (address: string) => boolean;
    port?: number;
    /**
     * Asked when a message's data has ended, before the server answers it: true, it is kept and
     * taken (250); false, refused (451) and not kept. Until it settles the sender waits for the
     * answer, its message in flight (a test kills the sender then).
     */
    accept?: (mail: ReceivedMail) => Promise<boolean>;
  } = {},
) => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        const error = new Error('no such mailbox') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        const mail: ReceivedMail = {
          from: mailFrom ? mailFrom.address : null,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        void (options.accept?.(mail) ?? Promise.resolve(true)).then((taken) => {
          if (taken) {
            received.push(mail);
            callback();
          } else {
            const error = new Error('not taken, try again later') as Error & {
              responseCode: number;
            };
            error.responseCode = 451;
            callback(error);
          }
        });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
export type TestSmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;
