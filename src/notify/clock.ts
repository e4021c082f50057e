/**
 * The server's clock for schedules (when a brief is due, leases, retries): the system's, or a
 * clock the tests set. `CLOCK_FILE` names a file holding an ISO instant (`2026-11-18T06:59:00Z`);
 * while it holds one, that is "now", read afresh at each use, so a test moves time by writing the
 * file and never waits for it. A missing or empty file: the system's clock.
 */
import { readFileSync } from 'node:fs';

export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

export const fileClock =
  (path: string): Clock =>
  () => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8').trim();
    } catch {
      return new Date();
    }
    const at = text ? new Date(text) : null;
    return at && !Number.isNaN(at.getTime()) ? at : new Date();
  };
