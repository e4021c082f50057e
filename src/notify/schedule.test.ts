import { describe, expect, it } from 'vitest';
import type { BriefSettings } from '../contract/notifications';
import { briefDue, localMoment, sendingMinute } from './schedule';

const brief: BriefSettings = {
  enabled: true,
  time: '07:00',
  timeZone: 'America/New_York',
  days: [1, 2, 3, 4, 5],
  quietHours: null,
  paused: false,
};
const savedLongAgo = new Date('2026-01-01T00:00:00Z');

describe('briefDue', () => {
  it('is due from 07:00 in the person’s own time zone (12:00 UTC in New York in November)', () => {
    // Wednesday 18 November 2026.
    expect(briefDue(brief, savedLongAgo, new Date('2026-11-18T11:59:00Z'))).toBeNull();
    expect(briefDue(brief, savedLongAgo, new Date('2026-11-18T12:00:00Z'))).toBe('2026-11-18');
    expect(briefDue(brief, savedLongAgo, new Date('2026-11-18T14:59:00Z'))).toBe('2026-11-18');
    // Past the catch-up window: not sent late in the day.
    expect(briefDue(brief, savedLongAgo, new Date('2026-11-18T15:00:00Z'))).toBeNull();
  });

  it('keeps to the chosen days of the person’s week, not UTC’s', () => {
    const tokyo = { ...brief, timeZone: 'Asia/Tokyo', days: [6] };
    // 22:00 UTC on Friday is 07:00 on Saturday in Tokyo.
    expect(briefDue(tokyo, savedLongAgo, new Date('2026-11-20T22:00:00Z'))).toBe('2026-11-21');
    expect(briefDue(tokyo, savedLongAgo, new Date('2026-11-21T22:00:00Z'))).toBeNull();
  });

  it('waits for the end of quiet hours, across midnight too', () => {
    const quiet = { ...brief, timeZone: 'UTC', quietHours: { from: '22:00', to: '07:30' } };
    expect(sendingMinute(quiet)).toBe(7 * 60 + 30);
    expect(briefDue(quiet, savedLongAgo, new Date('2026-11-18T07:00:00Z'))).toBeNull();
    expect(briefDue(quiet, savedLongAgo, new Date('2026-11-18T07:30:00Z'))).toBe('2026-11-18');
    expect(sendingMinute({ ...quiet, quietHours: { from: '12:00', to: '13:00' } })).toBe(420);
  });

  it('sends nothing paused or off, and starts tomorrow when saved after today’s time', () => {
    const at = new Date('2026-11-18T12:30:00Z');
    expect(briefDue({ ...brief, paused: true }, savedLongAgo, at)).toBeNull();
    expect(briefDue({ ...brief, enabled: false }, savedLongAgo, at)).toBeNull();
    expect(briefDue(brief, new Date('2026-11-18T12:10:00Z'), at)).toBeNull();
    expect(briefDue(brief, new Date('2026-11-18T11:50:00Z'), at)).toBe('2026-11-18');
  });

  it('reads the wall clock of a time zone', () => {
    expect(localMoment(new Date('2026-11-18T23:30:00Z'), 'Europe/Paris')).toEqual({
      date: '2026-11-19',
      weekday: 4,
      minutes: 30,
    });
  });
});
