/**
 * Test support for the mailed statements: a received message's attachments (base64 parts, by
 * file name), a ZIP's files as text, a PDF's text, and the page's own statement files read the
 * browser's way (over HTTP, with the person's session cookie) to compare them with.
 */
import { strFromU8, unzipSync } from 'fflate';
import type { ReceivedMail } from '../people/smtp-testing';
import { browserCall } from '../proxy/testing';
import { loadCssAsClassNames } from './css-modules';

/** The message's attachments: file name → bytes. */
export const attachmentsOf = (mail: ReceivedMail) => {
  const found = new Map<string, Buffer>();
  for (const part of mail.raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    const name = /filename="?([^";\r\n]+)"?/i.exec(head.replace(/\r?\n[ \t]+/g, ' '))?.[1];
    if (!name || !/content-transfer-encoding:\s*base64/i.test(head)) continue;
    const body = rest.join('\n').split(/\r?\n--/)[0] ?? '';
    found.set(name, Buffer.from(body.replace(/\s+/g, ''), 'base64'));
  }
  return found;
};

/** A ZIP's files as text (without the byte-order mark). */
export const zipTexts = (zip: Uint8Array) =>
  new Map(
    Object.entries(unzipSync(zip)).map(([name, bytes]) => [
      name,
      strFromU8(bytes).replace(/^\uFEFF/, ''),
    ]),
  );

/** Each page's text. */
export const pdfTexts = async (pdf: Uint8Array) => {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const content = await (await doc.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
};

/** The page's statement of one client's month as its CSV files, read as the browser reads it. */
export const pageStatementFiles = async (
  origin: string,
  cookie: string,
  clientId: string,
  month: string,
) => {
  loadCssAsClassNames();
  const [{ readStatements }, { statementFiles }] = await Promise.all([
    import('./statement-reader'),
    import('../web/features/finance/statement-zip'),
  ]);
  const { statements } = await readStatements(
    async (path, body) => {
      const reply = await browserCall(origin, 'POST', path, { body, cookie });
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(reply.headers))
        if (typeof value === 'string') headers[name] = value;
      return { status: reply.status, body: reply.text, headers };
    },
    [clientId],
    month,
  );
  const [statement] = statements;
  if (!statement) throw new Error(`no statement for ${clientId}`);
  const files = statementFiles(statement.data, statement.names, statement.client.clientName);
  return {
    statement,
    texts: new Map(
      Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes).replace(/^\uFEFF/, '')]),
    ),
  };
};
