/**
 * Mail for invitations and reset links (architecture.md, "People, roles and scopes"), sent with
 * `nodemailer` when `SMTP_URL` is set (e.g. `smtp://user:pass@mail.example.com:587`, or
 * `smtps://…:465`). Without it the mailer is disabled and whoever made the link hands it on.
 *
 * A failed send is logged (without the link, which is a credential) and reported as `false`: the
 * link stays valid, and the person who made it can copy it from the team page instead.
 */
import { createTransport } from 'nodemailer';

/** The dashboard's name, as the browser's title shows it. */
const PRODUCT = 'Partner dashboard';

export type LinkKind = 'invitation' | 'reset';

export interface Mailer {
  /** Whether mail is sent at all (`SMTP_URL` is set). */
  enabled: boolean;
  /** Sends an invitation or reset link; false when not enabled or the send failed (logged). */
  sendLink(
    to: { email: string; name: string },
    kind: LinkKind,
    link: string,
    inviter: string | null,
    expiresAt: Date,
  ): Promise<boolean>;
  close(): void;
}

export interface MailerOptions {
  /** Milliseconds to wait for the connection and for the server's greeting (default 5000). */
  timeoutMs?: number;
  /** Where failures are told (default `console.warn`). */
  log?: (message: string) => void;
}

const expiry = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'full',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** One line: a name from the database never breaks a header or a sentence apart. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Text made safe to put in HTML, between tags or in an attribute's quotes. */
export const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The subject and the paragraphs of a link's mail (the link itself is its own paragraph). */
export const linkMessage = (
  to: { name: string },
  kind: LinkKind,
  link: string,
  inviter: string | null,
  expiresAt: Date,
) => {
  const name = oneLine(to.name);
  const by = inviter ? oneLine(inviter) : null;
  const until = `${expiry.format(expiresAt)} UTC`;
  const invitation = kind === 'invitation';
  const subject = invitation
    ? by
      ? `${by} invited you to the ${PRODUCT}`
      : `You are invited to the ${PRODUCT}`
    : `Set a new password for the ${PRODUCT}`;
  const opening = invitation
    ? `${by ?? 'Someone on your team'} invited you to the ${PRODUCT}. Open this link to set up your account:`
    : by
      ? `${by} sent you a link to set a new password for the ${PRODUCT}. Open it to choose one:`
      : `Here is the link to set a new password for the ${PRODUCT}. Open it to choose one:`;
  const rules = `The link works once and expires on ${until}.`;
  const unexpected = invitation
    ? 'If you did not expect this invitation, you can ignore this email: nothing happens unless the link is opened. If it keeps coming, tell the person who sent it.'
    : 'If you did not ask for a new password, you can ignore this email: your password stays as it is. If it keeps coming, tell whoever manages your team.';
  return { subject, greeting: `Hello ${name},`, opening, link, rules, unexpected };
};

export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  options: MailerOptions = {},
): Mailer {
  const log = options.log ?? console.warn;
  const url = smtpUrl?.trim();
  if (!url) return { enabled: false, sendLink: () => Promise.resolve(false), close: () => {} };

  const timeout = options.timeoutMs ?? 5000;
  const transport = createTransport({
    url,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: Math.max(timeout * 3, 15_000),
  });

  return {
    enabled: true,
    async sendLink(to, kind, link, inviter, expiresAt) {
      const m = linkMessage(to, kind, link, inviter, expiresAt);
      const text = [m.greeting, m.opening, m.link, m.rules, m.unexpected].join('\n\n') + '\n';
      const html = [
        `<p>${escapeHtml(m.greeting)}</p>`,
        `<p>${escapeHtml(m.opening)}</p>`,
        `<p><a href="${escapeHtml(m.link)}">${escapeHtml(m.link)}</a></p>`,
        `<p>${escapeHtml(m.rules)}</p>`,
        `<p>${escapeHtml(m.unexpected)}</p>`,
      ].join('\n');
      try {
        await transport.sendMail({
          from,
          to: { name: oneLine(to.name), address: to.email },
          subject: m.subject,
          text,
          html,
        });
        return true;
      } catch (error) {
        log(
          `mail: the ${kind} email could not be sent: ${error instanceof Error ? error.message : String(error)}`,
        );
        return false;
      }
    },
    close: () => transport.close(),
  };
}
