import { describe, expect, it } from 'vitest';
import { restaurantDetails } from '../test/fixtures';
import { repairFilters } from './filter-repair';

const repair = (search: string) => repairFilters(new URLSearchParams(search), restaurantDetails);

describe('repairing a link’s filters', () => {
  it('leaves a link that says what is shown alone', () => {
    expect(repair('client=client-summit&from=2026-10-01&to=2026-10-31')).toBeUndefined();
  });

  it('fills in a missing client without a word', () => {
    expect(repair('from=2026-10-01&to=2026-10-31')).toEqual({
      search: new URLSearchParams('from=2026-10-01&to=2026-10-31&client=client-harbor'),
      notices: [],
    });
  });

  it('names an unknown client and a bad date, and rewrites them to what is shown', () => {
    const fixed = repair('client=nope&from=abc');
    expect(fixed?.search.toString()).toBe('client=client-harbor');
    expect(fixed?.notices).toEqual([
      "No client 'nope': showing Harbor Group.",
      "'abc' is not a date (YYYY-MM-DD): showing the last 30 days.",
    ]);
  });

  it('replaces a range that ends before it starts, and half a range', () => {
    expect(repair('client=client-harbor&from=2026-10-31&to=2026-10-01')?.notices).toEqual([
      'The range ends (Oct 1, 2026) before it starts (Oct 31, 2026): showing the last 30 days.',
    ]);
    expect(repair('client=client-harbor&to=2026-10-01')?.notices).toEqual([
      'A range needs a start and an end: showing the last 30 days.',
    ]);
  });

  it("leaves out another client's listings and unknown channels", () => {
    const fixed = repair('client=client-summit&listings=lst-101&channels=MARKETPLACE_1,NOPE');
    expect(fixed?.search.get('listings')).toBeNull();
    expect(fixed?.search.get('channels')).toBe('MARKETPLACE_1');
    expect(fixed?.notices).toEqual([
      "No listing 'lst-101' at Summit Eats: showing all its listings.",
      "No channel 'NOPE': left out.",
    ]);
  });
});
