/** Stops `npm test` before the browser tests, plainly, when there is no Chromium to run them in. */
import { accessSync, constants } from 'node:fs';
import { chromiumPath } from '../e2e/env';

const path = chromiumPath();
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    [
      `No Chromium at ${path}: the end-to-end tests need one.`,
      'Install it (Debian/Ubuntu): sudo apt-get update && sudo apt-get install -y chromium',
      'or point CHROME_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
