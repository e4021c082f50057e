/**
 * Test support for the mailed brief: a received message read as its text (quoted-printable
 * undone, UTF-8 decoded), its headers, and the preview's brief read the browser's way (over HTTP,
 * with the person's session cookie) to compare it with.
 */
import type { ReceivedMail } from '../people/smtp-testing';
import { browserCall } from '../proxy/testing';
import type { Brief } from '../web/entities/brief/brief';
import { readBrief } from './brief-reader';

/** The whole message with quoted-printable soft breaks and escapes undone, as UTF-8. */
export const mailText = (mail: ReceivedMail) =>
  Buffer.from(
    mail.raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A header's value (unfolded), from the message's head. */
export const mailHeader = (mail: ReceivedMail, name: string) => {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  const line = head
    .split(/\r?\n/)
    .find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim() ?? null;
};

/** The HTML part of a message, decoded. */
export const mailHtml = (mail: ReceivedMail) => {
  const text = mailText(mail);
  const start = text.indexOf('<!doctype html>');
  const end = text.indexOf('</html>', start);
  return start < 0 ? null : text.slice(start, end + '</html>'.length);
};

/** Today's brief as the browser's preview reads it: the same code, over HTTP with the cookie. */
export const previewBrief = (origin: string, cookie: string, today: string): Promise<Brief> =>
  readBrief(async (path, body) => {
    const reply = await browserCall(origin, 'POST', path, { body, cookie });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(reply.headers))
      if (typeof value === 'string') headers[name] = value;
    return { status: reply.status, body: reply.text, headers };
  }, today);
