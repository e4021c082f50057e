/**
 * The unsubscribe links' tokens as a mail client hands them back: a brief's link from a mail sent
 * before the alert and statement links existed still reads as that person's brief; each kind's
 * signature is its own (a signature taken from one link never opens another kind, person, rule
 * or address); anything cut or changed is refused.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readToken, readUnsubscribeToken, tokenFor } from './unsubscribe';

const SECRET = 'a-test-secret-for-the-links';
const PERSON = '3f2b8c1e-6a4d-4c1f-9b7e-2d5a8e9f0a11';
const RULE = '9a1c2e3f-4b5d-4e6f-8a7b-1c2d3e4f5a6b';
const SCHEDULE = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';

/** A brief's token exactly as the first mails carried it. */
const firstBriefToken = (personId: string) =>
  `${personId}.${createHmac('sha256', SECRET).update(`unsubscribe:brief:${personId}`).digest('base64url')}`;

const signatureOf = (token: string) => token.slice(token.lastIndexOf('.') + 1);

describe('unsubscribe tokens', () => {
  it('keep the brief links already mailed working', () => {
    expect(readUnsubscribeToken(SECRET, firstBriefToken(PERSON))).toBe(PERSON);
    expect(tokenFor(SECRET, { kind: 'brief', personId: PERSON })).toBe(firstBriefToken(PERSON));
  });

  it('read each kind back as what it was made for', () => {
    const alert = { kind: 'alert', personId: PERSON, ruleId: RULE } as const;
    const statement = {
      kind: 'statement',
      scheduleId: SCHEDULE,
      address: 'books.keeper+statements@client.example',
    } as const;
    expect(readToken(SECRET, tokenFor(SECRET, alert))).toEqual(alert);
    expect(readToken(SECRET, tokenFor(SECRET, statement))).toEqual(statement);
    // An alert's or a statement's link is no brief link.
    expect(readUnsubscribeToken(SECRET, tokenFor(SECRET, alert))).toBeNull();
  });

  it('refuse a signature moved onto another kind, person, rule or address, and any forgery', () => {
    const alert = tokenFor(SECRET, { kind: 'alert', personId: PERSON, ruleId: RULE });
    const statement = tokenFor(SECRET, {
      kind: 'statement',
      scheduleId: SCHEDULE,
      address: 'finance@client.example',
    });
    const other = Buffer.from('someone@else.example').toString('base64url');
    const refused = [
      `${PERSON}.${signatureOf(alert)}`,
      `a.${PERSON}.${SCHEDULE}.${signatureOf(alert)}`,
      `a.${SCHEDULE}.${RULE}.${signatureOf(alert)}`,
      `s.${SCHEDULE}.${other}.${signatureOf(statement)}`,
      `${alert.slice(0, -1)}${alert.endsWith('A') ? 'B' : 'A'}`,
      tokenFor('another-server', { kind: 'alert', personId: PERSON, ruleId: RULE }),
      alert.slice(0, alert.lastIndexOf('.')),
      '',
      '.',
    ];
    for (const token of refused) expect(readToken(SECRET, token), token).toBeNull();
  });
});
