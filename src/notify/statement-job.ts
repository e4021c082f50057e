/**
 * One scheduled statement's mail: the month statements of the schedule's clients read as its
 * person (statement-reader.ts), as a PDF (statement-pdf.ts) and the ZIP of CSVs the page
 * exports (`statementFiles`: one client's files at the ZIP's root, as the page's download; with
 * several clients, a folder each). Loaded after `loadCssAsClassNames()` (notifications.ts).
 */
import type { SendMailOptions } from 'nodemailer';
import type { PersonRecord, StatementScheduleRecord } from '../people/store-types';
import { monthRange } from '../web/entities/finance/statement-link';
import { formatMonth } from '../web/lib/calendar';
import { statementFiles, statementZipName, zipOf } from '../web/features/finance/statement-zip';
import { slugOf } from '../web/lib/csv';
import type { AnswerAs } from './brief-reader';
import { statementPdf } from './statement-pdf';
import { readStatements } from './statement-reader';
import { escapeHtml } from '../people/mailer';
import { unsubscribeHeaders } from './unsubscribe';

/**
 * The mail for each recipient (without sender and Message-ID: `mailFor` gives one address its
 * own message, with its own unsubscribe link in both parts and the `List-Unsubscribe` headers),
 * or why nothing is to be sent. The statement is made once; only the link differs.
 */
export const statementMail = async (options: {
  schedule: StatementScheduleRecord;
  person: PersonRecord;
  month: string;
  /** The day it is made (`YYYY-MM-DD`): the PDF's "Prepared". */
  today: string;
  answer: AnswerAs;
  origin: string | null;
}): Promise<
  | {
      mailFor: (address: string, unsubscribe: string | null) => SendMailOptions;
      note: string | null;
    }
  | { skip: string }
> => {
  const { schedule, person, month } = options;
  const { statements, missing } = await readStatements(
    options.answer,
    schedule.allClients ? null : schedule.clientIds,
    month,
  );
  if (statements.length === 0)
    return { skip: 'None of the schedule’s clients is in your access any more' };
  const { from, to } = monthRange(month);
  const pdf = await statementPdf(statements, options.today);
  const only = statements.length === 1 ? statements[0] : undefined;
  const zip = zipOf(
    only
      ? statementFiles(only.data, only.names, only.client.clientName)
      : Object.fromEntries(
          statements.map((s) => [
            slugOf(s.client.clientName) || s.client.clientId,
            statementFiles(s.data, s.names, s.client.clientName),
          ]),
        ),
  );
  const base = only
    ? statementZipName(only.client.clientName, from, to).replace(/\.zip$/, '')
    : `statements-${from}-to-${to}`;
  const names = statements.map((s) => s.client.clientName);
  const monthLabel = formatMonth(month);
  const subject = only
    ? `Statement for ${monthLabel}: ${only.client.clientName}`
    : `Statements for ${monthLabel}: ${statements.length} clients`;
  const link = options.origin
    ? `${options.origin}/finance/statement?${new URLSearchParams({ client: statements[0]!.client.clientId, month })}`
    : null;
  const lines = [
    `The ${monthLabel} statement${only ? '' : 's'} of ${names.join(', ')}, attached as a PDF and as CSV files (one ZIP).`,
    `Scheduled by ${person.name} (${person.email}) for day ${schedule.day} of each month.`,
    ...(link ? [`Open it on the dashboard: ${link}`] : []),
  ];
  const stop = (unsubscribe: string) =>
    `Sent to you because ${person.name} listed your address. To stop receiving these statements, unsubscribe: ${unsubscribe}`;
  const attachments = [
    { filename: `${base}.pdf`, content: Buffer.from(pdf), contentType: 'application/pdf' },
    { filename: `${base}.zip`, content: Buffer.from(zip), contentType: 'application/zip' },
  ];
  const paragraph = (line: string, unsubscribe: string | null) =>
    link && line.endsWith(link)
      ? `<p style="margin:0 0 12px"><a href="${escapeHtml(link)}" style="color:#0b5cad">Open it on the dashboard</a></p>`
      : unsubscribe && line.endsWith(unsubscribe)
        ? `<p style="margin:16px 0 0;font-size:13px;color:#59636e">Sent to you because ${escapeHtml(person.name)} listed your address. <a href="${escapeHtml(unsubscribe)}" style="color:#0b5cad">Unsubscribe</a> from these statements.</p>`
        : `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`;
  return {
    note: missing.length ? `Left out (not in your access): ${missing.join(', ')}` : null,
    mailFor: (address, unsubscribe) => {
      const mine = unsubscribe ? [...lines, stop(unsubscribe)] : lines;
      return {
        to: address,
        subject,
        text: `${mine.join('\n\n')}\n`,
        html:
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light"><title>${escapeHtml(subject)}</title></head>` +
          `<body style="margin:0;padding:24px;background:#ffffff;color:#1f2328;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:14px;line-height:1.5">` +
          mine.map((line) => paragraph(line, unsubscribe)).join('') +
          `</body></html>`,
        attachments,
        ...unsubscribeHeaders(unsubscribe),
      };
    },
  };
};
