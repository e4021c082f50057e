import { test as base } from '@playwright/test';
import { E2E } from './env';

/**
 * Every journey's browser lives on the sample API's pinned "today": its clock starts there and
 * runs on as a clock does. What counts from today (the deadlines: a review's reply window, a
 * dispute window) then reads the sample's open reviews and orders whatever the real date is; on
 * the real clock those windows drift past the sample's data a few days after its "today".
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.clock.install({ time: new Date(`${E2E.today}T12:00:00`) });
    await use(context);
  },
});

export { expect } from '@playwright/test';
