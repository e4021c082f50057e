import { expect, test } from './fixtures';
import { openListings } from './helpers';

// Signed in once for the worker (e2e/fixtures.ts): these journeys do not test signing in.
test.use({ signedIn: true });

test('clicking the client picker and typing part of another client’s name finds it, as a person types', async ({
  page,
}) => {
  await openListings(page);
  const picker = page.getByRole('combobox', { name: 'Client' });
  const current = await picker.inputValue();
  expect(current).not.toBe('');

  // Learn the other client's name from the list, then close it the way a person does.
  await picker.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options).toHaveCount(2);
  const names = await options.allTextContents();
  const other = names.find((name) => name !== current) ?? '';
  await page.keyboard.press('Escape');
  await page.getByRole('heading', { name: 'Listings', level: 1 }).click();

  // Click, then type key by key: what is typed searches, it is not added to the current name.
  await picker.click();
  const typed = other.slice(0, 4);
  await picker.pressSequentially(typed, { delay: 30 });
  await expect(picker).toHaveValue(typed);
  await expect(page.getByText('No client matches')).toHaveCount(0);
  await expect(options).toHaveText([other]);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveValue(other);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

  // Tabbing into it and typing searches too.
  await page.getByRole('heading', { name: 'Listings', level: 1 }).click();
  await picker.focus();
  await page.keyboard.type(current.slice(0, 3), { delay: 30 });
  await expect(picker).toHaveValue(current.slice(0, 3));
  await expect(options.first()).toHaveText(current);
});
