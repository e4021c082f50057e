/**
 * The morning brief as a mail: the same figures, words and links as the preview on
 * /notifications (features/notifications/brief-preview.tsx), each from the brief the same code
 * made, formatted by the same functions. HTML for the common mail clients (tables, inline styles,
 * no images or scripts), light whatever the reader's theme, with a plain-text part; every link
 * absolute, on the dashboard's public origin.
 */
import { escapeHtml } from '../people/mailer';
import { lowSinceNote, type Brief, type ClientBrief } from '../web/entities/brief/brief';
import { CLOSING_SOON_DAYS } from '../web/entities/dispute/disputes-queries';
import { URGENT_DAYS } from '../web/entities/review/review-state';
import { formatDay } from '../web/lib/calendar';
import { channelLabel } from '../web/lib/channels';
import { formatCents, formatCountOf, formatDateRange } from '../web/lib/format';

/** Low-rated reviews shown per client, as on the preview. */
const SHOWN_REVIEWS = 5;

export interface BriefMailInput {
  brief: Brief;
  /** The dashboard's public origin: `https://dashboard.example.com`. */
  origin: string;
  /** The signed one-click unsubscribe link. */
  unsubscribe: string;
  /** `test`: sent from the "Send a test" button, said in the subject. */
  test?: boolean;
}

const stars = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

/** One line of a section: text, and a link with its words. */
interface Line {
  client?: string;
  figure?: string;
  text: string;
  quote?: string;
  link?: { href: string; label: string };
}

interface Section {
  title: string;
  headline: string;
  note?: string;
  lines: Line[];
}

const withFigure = (clients: readonly ClientBrief[], figure: (client: ClientBrief) => number) =>
  clients.filter((client) => figure(client) !== 0);

/** The preview's sections, as data both parts of the mail are written from. */
export const briefSections = (brief: Brief, origin: string): Section[] => {
  const { clients, totals } = brief;
  const several = clients.length > 1;
  const at = (link: string) => `${origin}${link}`;
  const name = (client: ClientBrief) => (several ? client.name : undefined);
  const byMoneyLeft = withFigure(clients, (client) => client.moneyLeft.totalCents).sort(
    (a, b) => b.moneyLeft.totalCents - a.moneyLeft.totalCents,
  );
  return [
    {
      title: 'Money left on the table',
      headline: formatCents(totals.moneyLeftCents),
      note: `Open to dispute and POS revenue to claim back, orders of ${formatDateRange(brief.range.from, brief.range.to)}; every open dispute counts, whatever its date.`,
      lines: byMoneyLeft.map((client) => ({
        client: name(client),
        figure: formatCents(client.moneyLeft.totalCents),
        text: `${formatCountOf(client.moneyLeft.open, 'order')} open to dispute`,
        link: {
          href: at(client.moneyLeft.link),
          label: several ? `Disputes of ${client.name}` : 'Open the disputes page',
        },
      })),
    },
    {
      title: `Disputes closing within ${CLOSING_SOON_DAYS} days`,
      headline: `${formatCountOf(totals.closingDisputes, 'order')}, ${formatCents(totals.closingDisputesCents)}`,
      lines: withFigure(clients, (client) => client.closingDisputes.count).map((client) => ({
        client: name(client),
        figure: formatCents(client.closingDisputes.cents),
        text: formatCountOf(client.closingDisputes.count, 'order'),
        link: {
          href: at(client.closingDisputes.link),
          label: several
            ? `Choose the closing disputes of ${client.name}`
            : 'Choose them on the dispute desk',
        },
      })),
    },
    {
      title: `Reviews whose reply window closes within ${URGENT_DAYS} days`,
      headline: formatCountOf(totals.reviewsClosing, 'review'),
      lines: withFigure(clients, (client) => client.reviewsClosing.count).map((client) => ({
        client: name(client),
        text: formatCountOf(client.reviewsClosing.count, 'review'),
        link: {
          href: at(client.reviewsClosing.link),
          label: several ? `Answer the reviews of ${client.name}` : 'Answer them',
        },
      })),
    },
    {
      title: 'New one- and two-star reviews',
      headline: formatCountOf(totals.lowReviews, 'review'),
      note: lowSinceNote(brief.lowSince),
      lines: withFigure(clients, (client) => client.lowReviews.length).flatMap((client) => {
        const shown = client.lowReviews.slice(0, SHOWN_REVIEWS);
        const more = client.lowReviews.length - shown.length;
        return [
          ...shown.map((review) => ({
            client: name(client),
            figure: stars(review.rating),
            text: `${review.customer} at ${review.restaurant}, ${channelLabel(review.channel)}`,
            ...(review.feedback ? { quote: review.feedback } : {}),
            link: { href: at(review.link), label: `Open the review from ${review.customer}` },
          })),
          ...(more > 0
            ? [{ client: name(client), text: `and ${more} more on the reviews page.` }]
            : []),
        ];
      }),
    },
    {
      title: 'Payouts short of the estimate',
      headline: `${formatCountOf(totals.shortPayouts, 'store')}, ${formatCents(-totals.shortPayoutsCents)} short`,
      note: `Stores paid at least 5 % (and $1) less than estimated, orders of ${formatDateRange(brief.range.from, brief.range.to)}.`,
      lines: withFigure(clients, (client) => client.shortPayouts.stores.length).flatMap((client) =>
        client.shortPayouts.stores.map((payout, index, stores) => ({
          client: name(client),
          text: `${payout.restaurant}: paid ${formatCents(payout.paidCents)} of ${formatCents(payout.estimatedCents)} estimated, ${formatCents(-payout.shortCents)} short`,
          ...(index === stores.length - 1
            ? {
                link: {
                  href: at(client.shortPayouts.link),
                  label: several
                    ? `Estimated versus actual payout of ${client.name}`
                    : 'Estimated versus actual payout',
                },
              }
            : {}),
        })),
      ),
    },
  ];
};

export const briefSubject = (brief: Brief, test = false) => {
  const day = formatDay(brief.today);
  const what = brief.atRisk
    ? `${formatCents(brief.totals.moneyLeftCents)} left on the table, ${formatCountOf(brief.totals.closingDisputes, 'dispute')} closing soon`
    : 'nothing at risk today';
  return `${test ? 'Test: ' : ''}Your brief for ${day}: ${what}`;
};

const INK = '#1f2328';
const DIM = '#59636e';
const LINK = '#0b5cad';
const RULE = '#d1d9e0';
const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const emptyWords = (brief: Brief) =>
  brief.clients.length === 0 && brief.unread.length === 0
    ? 'No clients in your scope. Once you are given clients, their brief shows here.'
    : `Nothing at risk today. Across ${formatCountOf(brief.clients.length, 'client')}: no money left on the table, no dispute or review closing soon, no new one- or two-star review, no payout short of its estimate.`;

const unreadWords = (brief: Brief) =>
  brief.unread.length === 0
    ? null
    : `Could not read ${formatCountOf(brief.unread.length, 'client')}: ${brief.unread.map((client) => client.name).join(', ')}. Their figures are not in this brief; the other clients’ are.`;

const htmlLine = (line: Line) => {
  const parts = [
    line.client ? `<strong>${escapeHtml(line.client)}</strong> ` : '',
    line.figure
      ? `<span style="font-family:Menlo,Consolas,monospace;font-weight:600">${escapeHtml(line.figure)}</span> `
      : '',
    `<span style="color:${DIM}">${escapeHtml(line.text)}</span>`,
    line.quote
      ? `<br><span style="color:${DIM};font-style:italic">“${escapeHtml(line.quote)}”</span>`
      : '',
    line.link
      ? `<br><a href="${escapeHtml(line.link.href)}" style="color:${LINK}">${escapeHtml(line.link.label)}</a>`
      : '',
  ];
  return `<tr><td style="padding:4px 0 8px 0;font-size:14px;line-height:20px;color:${INK}">${parts.join('')}</td></tr>`;
};

const htmlSection = (section: Section) =>
  [
    `<tr><td style="padding:20px 0 0 0;border-top:1px solid ${RULE}">`,
    `<h2 style="margin:0;font-size:16px;line-height:22px;color:${INK}">${escapeHtml(section.title)}</h2>`,
    `<p style="margin:4px 0 0 0;font-size:20px;line-height:28px;font-weight:700;color:${INK}">${escapeHtml(section.headline)}</p>`,
    section.note
      ? `<p style="margin:4px 0 0 0;font-size:13px;line-height:18px;color:${DIM}">${escapeHtml(section.note)}</p>`
      : '',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin-top:8px">`,
    section.lines.length
      ? section.lines.map(htmlLine).join('')
      : `<tr><td style="padding:0 0 8px 0;font-size:14px;color:${DIM}">None today.</td></tr>`,
    `</table></td></tr>`,
  ].join('');

/** The mail's subject, HTML and plain text. */
export const briefMail = ({ brief, origin, unsubscribe, test = false }: BriefMailInput) => {
  const subject = briefSubject(brief, test);
  const sections = brief.atRisk ? briefSections(brief, origin) : [];
  const unread = unreadWords(brief);
  const settings = `${origin}/notifications`;
  const dated = `${formatDay(brief.today)} · ${formatCountOf(brief.clients.length, 'client')}`;
  const footer = `You receive this brief because you turned it on in the dashboard. Change its time or days: ${settings}`;

  const text = [
    `Your brief for ${formatDay(brief.today)}`,
    dated,
    ...(unread ? [unread] : []),
    ...(brief.atRisk
      ? sections.map((section) =>
          [
            `${section.title.toUpperCase()}: ${section.headline}`,
            ...(section.note ? [section.note] : []),
            ...(section.lines.length
              ? section.lines.map((line) =>
                  [
                    `- ${[line.client, line.figure, line.text].filter(Boolean).join(' · ')}`,
                    ...(line.quote ? [`  “${line.quote}”`] : []),
                    ...(line.link ? [`  ${line.link.label}: ${line.link.href}`] : []),
                  ].join('\n'),
                )
              : ['None today.']),
          ].join('\n'),
        )
      : [emptyWords(brief)]),
    '--',
    footer,
    `Unsubscribe: ${unsubscribe}`,
  ].join('\n\n');

  const html = [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Light whatever the reader's theme: the clients that honour these keep the colours as set.
    '<meta name="color-scheme" content="light"><meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f6f8fa;color-scheme:light">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f6f8fa"><tr><td align="center" style="padding:24px 12px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid ${RULE};border-radius:8px;font-family:${FONT};color:${INK}">`,
    `<tr><td style="padding:24px 24px 8px 24px">`,
    `<h1 style="margin:0;font-size:22px;line-height:28px;color:${INK}">Your brief for ${escapeHtml(formatDay(brief.today))}</h1>`,
    `<p style="margin:4px 0 0 0;font-size:13px;color:${DIM}">${escapeHtml(dated)}</p>`,
    unread
      ? `<p style="margin:12px 0 0 0;padding:8px 12px;background:#fff8e1;border-left:3px solid #b58100;font-size:14px;color:${INK}">${escapeHtml(unread)}</p>`
      : '',
    `</td></tr>`,
    `<tr><td style="padding:0 24px 16px 24px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0">`,
    brief.atRisk
      ? sections.map(htmlSection).join('')
      : `<tr><td style="padding:16px 0;font-size:15px;line-height:22px;color:${INK}">${escapeHtml(emptyWords(brief))}</td></tr>`,
    `</table></td></tr>`,
    `<tr><td style="padding:16px 24px 24px 24px;border-top:1px solid ${RULE};font-size:12px;line-height:18px;color:${DIM}">`,
    `You receive this brief because you turned it on in the dashboard. <a href="${escapeHtml(settings)}" style="color:${LINK}">Change its time or days</a> · <a href="${escapeHtml(unsubscribe)}" style="color:${LINK}">Unsubscribe</a>`,
    `</td></tr></table></td></tr></table></body></html>`,
  ].join('\n');

  return { subject, text: `${text}\n`, html };
};
