/** When a scheduled statement is due: the same answer on every instance, from the clock alone. */
import { describe, expect, it } from 'vitest';
import { mayScheduleClients, nextStatement, readStatementJobKey, statementDue } from './statements';

const at = (iso: string) => new Date(iso);
const schedule = (day: number, createdAt: string) => ({ day, createdAt: at(createdAt) });

describe('a statement scheduled for a day of the month', () => {
  it('is due from 00:00 UTC on its day until the month ends, for the month before', () => {
    const first = schedule(1, '2026-10-20T09:00:00Z');
    expect(statementDue(first, at('2026-10-31T23:59:59Z'))).toBeNull();
    expect(statementDue(first, at('2026-11-01T00:00:00Z'))).toEqual({
      date: '2026-11-01',
      month: '2026-10',
    });
    expect(statementDue(first, at('2026-11-30T23:00:00Z'))).toEqual({
      date: '2026-11-01',
      month: '2026-10',
    });
    // January's covers December of the year before.
    expect(statementDue(schedule(28, '2026-12-01T00:00:00Z'), at('2027-01-28T06:00:00Z'))).toEqual({
      date: '2027-01-28',
      month: '2026-12',
    });
  });

  it('made after this month’s day starts next month', () => {
    const late = schedule(5, '2026-11-10T09:00:00Z');
    expect(statementDue(late, at('2026-11-10T09:00:01Z'))).toBeNull();
    expect(nextStatement(late, at('2026-11-10T09:00:01Z'))).toEqual({
      date: '2026-12-05',
      month: '2026-11',
    });
    expect(nextStatement(schedule(15, '2026-11-10T09:00:00Z'), at('2026-11-10T09:00:01Z'))).toEqual(
      { date: '2026-11-15', month: '2026-10' },
    );
  });

  it('edited after its day, still sends the month the server missed', () => {
    // Made in October for the 5th; the server was down on 5 November; a recipient is added on
    // the 8th (the record's updatedAt): the October statement is still due, and next in line.
    const missed = {
      ...schedule(5, '2026-10-20T09:00:00Z'),
      updatedAt: at('2026-11-08T10:00:00Z'),
    };
    const now = at('2026-11-08T10:00:01Z');
    const october = { date: '2026-11-05', month: '2026-10' };
    expect([statementDue(missed, now), nextStatement(missed, now)]).toEqual([october, october]);
  });

  it('skips a month whose statement went out already', () => {
    const first = schedule(1, '2026-10-20T09:00:00Z');
    expect(
      nextStatement(first, at('2026-11-01T08:00:00Z'), (month) => month === '2026-10'),
    ).toEqual({ date: '2026-12-01', month: '2026-11' });
  });

  it('names its schedule and month in its job key', () => {
    expect(readStatementJobKey('statement:6b1f0c1e-1111-4a4a-9999-000000000001:2026-10')).toEqual({
      scheduleId: '6b1f0c1e-1111-4a4a-9999-000000000001',
      month: '2026-10',
    });
    expect(readStatementJobKey('brief:x:2026-10-01')).toBeNull();
  });
});

describe('who may schedule', () => {
  it('managers and owners over whole clients, within their scope only', () => {
    const manager = {
      role: 'manager' as const,
      scope: { kind: 'clients' as const, clientIds: ['a', 'b'] },
    };
    expect(mayScheduleClients(manager, ['a'])).toBeNull();
    expect(mayScheduleClients(manager, ['a', 'c'])).toMatch(/not in your access/);
    expect(mayScheduleClients({ ...manager, role: 'viewer' }, ['a'])).toMatch(
      /managers and owners/,
    );
    expect(
      mayScheduleClients(
        { role: 'manager', scope: { kind: 'stores', clientId: 'a', listingIds: ['l1'] } },
        [],
      ),
    ).toMatch(/some stores only/);
    expect(mayScheduleClients({ role: 'owner', scope: { kind: 'all' } }, ['zzz'])).toBeNull();
  });
});
