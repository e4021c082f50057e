/**
 * Identifiers (a client, a store, an order) are refused at the contract when they hold a control
 * character or a separator: NUL, a tab, NEL (U+0085), the line and paragraph separators, a space.
 */
import { describe, expect, it } from 'vitest';
import { IDENTIFIER_PATTERN } from './channels';
import { setAutoDisputeBody, clientIdQuery } from './auto-dispute';
import { identifier } from './common';
import { orderDetailsQuery, ordersQuery } from './orders';
import { scope } from './people';

const refused = [
  ['NUL', 'client\u0000one'],
  ['NEL (U+0085)', 'client\u0085one'],
  ['a line separator (U+2028)', 'client\u2028one'],
  ['a paragraph separator (U+2029)', 'client\u2029one'],
  ['a tab', 'client\tone'],
  ['a space', 'client one'],
  ['a no-break space', 'client\u00a0one'],
  ['a trailing newline', 'client-one\n'],
  ['DEL', 'client\u007fone'],
] as const;

describe('an identifier', () => {
  it.each(refused)('with %s is refused in every identifier field', (_, value) => {
    expect(identifier.safeParse(value).success).toBe(false);
    expect(ordersQuery.safeParse({ clientId: value }).success).toBe(false);
    expect(
      orderDetailsQuery.safeParse({
        clientId: 'c-1',
        deliveryUUID: value,
        channel: 'MARKETPLACE_1',
      }).success,
    ).toBe(false);
    expect(clientIdQuery.safeParse({ client_id: value }).success).toBe(false);
    expect(
      setAutoDisputeBody.safeParse({ channel: 'MARKETPLACE_1', stores: [value] }).success,
    ).toBe(false);
    expect(scope.safeParse({ kind: 'clients', clientIds: [value] }).success).toBe(false);
    expect(IDENTIFIER_PATTERN.test(value)).toBe(false);
  });

  it('names what is wrong with it', () => {
    const parsed = ordersQuery.safeParse({ clientId: 'client\u0000one' });
    expect(parsed.error?.issues[0]?.message).toMatch(/control characters/);
  });

  it.each(['client-1', 'a1b2c3d4-e5f6-7890-abcd-ef0123456789', 'LISTING_042', 'café-ü'])(
    'such as %s is accepted',
    (value) => {
      expect(identifier.safeParse(value).success).toBe(true);
      expect(ordersQuery.safeParse({ clientId: value }).success).toBe(true);
      expect(scope.safeParse({ kind: 'clients', clientIds: [value] }).success).toBe(true);
      expect(IDENTIFIER_PATTERN.test(value)).toBe(true);
    },
  );
});
