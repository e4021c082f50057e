/**
 * The portfolio's rows, one request for all of them (`POST /api/portfolio/rows`): each row's
 * query asks `rowOf` for its client, and the rows asked for in the same task go out together, in
 * one request whose NDJSON stream answers each as its line arrives. The server reads the rows by
 * the pages' own queries and checks every reply against the contract there; here each line's
 * shape is checked by hand (no schema library on the page's path). A row asked for alone (its
 * retry) is one request for that client. When every row of a request is no longer wanted (the
 * page left, the filters changed), the request is aborted and the server stops.
 *
 * As the portfolio opens, its rows need not wait for the clients list (checked once the page has
 * painted): `askEveryRow` sends the request for every client in the person's scope at once, and
 * the rows' queries take their lines from it as they arrive, or as they ask.
 */
import type { PortfolioRowsBody } from '../../../contract/portfolio';
import { ApiError } from '../../lib/api-error';
import { markInBackground } from '../../lib/background';
import { apiFetch, errorFromReply, readJson, unreadableReply } from '../../lib/http';
import { readLines } from '../../lib/read-lines';
import {
  PART_IDS,
  PORTFOLIO_ROWS_PATH,
  type PartFailure,
  type PortfolioScope,
  type RowParts,
} from './portfolio-row';

interface Waiter {
  resolve: (parts: RowParts) => void;
  reject: (error: unknown) => void;
}

interface Batch {
  body: Omit<PortfolioRowsBody, 'clientIds'>;
  /** The rows still waiting for their line, by client. */
  waiting: Map<string, Set<Waiter>>;
  stop: AbortController;
  /**
   * Set for a request of every client's row (`askEveryRow`): the lines no row waited for yet,
   * each handed to the first row that asks, once.
   */
  arrived?: Map<string, RowParts>;
  /**
   * The clients whose line came (handed out or kept): a row asked for again after its line came
   * (its retry while the stream still runs) asks for itself instead of waiting for a line that
   * will not come again.
   */
  seen?: Set<string>;
  /** Its stream has ended, failed or been stopped: a row not in it asks for itself. */
  done?: boolean;
  /** The send of rows gathered in this task, at the next (`rowOf`). */
  timer?: ReturnType<typeof setTimeout>;
}

/** Rows asked for in this task and not sent yet, by scope. */
const gathering = new Map<string, Batch>();
/**
 * Requests of every client's row, by scope, until their lines are taken or a few seconds after
 * the stream ends (the page's rows ask as soon as the clients list is in, within a second).
 */
const everyRow = new Map<string, Batch>();
/** How long the lines no row has taken are kept after the stream ends. */
const KEPT_MS = 10_000;

const keyOf = (scope: PortfolioScope, today: string) => {
  const body = { from: scope.from, to: scope.to, channels: scope.channels, today };
  return { body, key: JSON.stringify(body) };
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isFailure = (value: unknown): value is PartFailure =>
  isRecord(value) &&
  typeof value.status === 'number' &&
  typeof value.code === 'string' &&
  typeof value.message === 'string';

/** A line's row, its failures as `ApiError`s; undefined when the line is not a row. */
export const rowOfLine = (line: unknown): { clientId: string; parts: RowParts } | undefined => {
  if (!isRecord(line) || typeof line.clientId !== 'string' || !isRecord(line.parts)) return;
  const parts: Record<string, unknown> = {};
  for (const id of PART_IDS) {
    const part = line.parts[id];
    if (!isRecord(part)) return;
    if (part.ok === true && 'value' in part) parts[id] = { ok: true, value: part.value };
    else if (part.ok === false && isFailure(part.error)) {
      const { status, code, message, retryAfterSeconds } = part.error;
      parts[id] = {
        ok: false,
        error: new ApiError({
          status,
          code,
          message,
          ...(typeof retryAfterSeconds === 'number' ? { retryAfter: retryAfterSeconds } : {}),
        }),
      };
    } else return;
  }
  return { clientId: line.clientId, parts: parts as unknown as RowParts };
};

const settleAll = (batch: Batch, error: unknown) => {
  for (const waiters of batch.waiting.values()) for (const waiter of waiters) waiter.reject(error);
  batch.waiting.clear();
};

async function send(key: string, batch: Batch): Promise<void> {
  if (gathering.get(key) === batch) gathering.delete(key);
  if (batch.waiting.size === 0 && !batch.arrived) return;
  const { signal } = batch.stop;
  try {
    const response = await apiFetch(PORTFOLIO_ROWS_PATH, {
      method: 'POST',
      // Every client in the person's scope, or the rows that asked.
      body: batch.arrived ? batch.body : { ...batch.body, clientIds: [...batch.waiting.keys()] },
      signal: markInBackground(signal),
    });
    if (!response.ok) throw errorFromReply(response, await readJson(response, signal));
    await readLines(response, signal, (line) => {
      const row = rowOfLine(line);
      if (!row) throw unreadableReply(response.status);
      const waiters = batch.waiting.get(row.clientId);
      batch.waiting.delete(row.clientId);
      batch.seen?.add(row.clientId);
      if (waiters?.size) for (const waiter of waiters) waiter.resolve(row.parts);
      else batch.arrived?.set(row.clientId, row.parts);
    });
    // The stream ended without these rows: clients the server does not show this person.
    settleAll(
      batch,
      new ApiError({
        status: 404,
        code: 'NOT_FOUND',
        message: 'The dashboard server sent no figures for this client.',
      }),
    );
  } catch (error) {
    settleAll(batch, error);
    // Failed or stopped: the rows that ask from now on ask for themselves.
    if (everyRow.get(key) === batch) everyRow.delete(key);
  } finally {
    batch.done = true;
  }
}

/**
 * Asks for every client's row over `scope` at once, without waiting for the clients list (the
 * portfolio as it opens); the rows' queries then take their lines from this request. Not sent
 * when such a request is already under way or its lines are still waiting to be taken.
 */
export function askEveryRow(scope: PortfolioScope, today: string): void {
  const { body, key } = keyOf(scope, today);
  if (everyRow.has(key)) return;
  // Rows asked for in this task, not sent yet (the page drew them before this was called, its
  // clients list already in): their request becomes this one, of every client.
  const gathered = gathering.get(key);
  if (gathered) {
    clearTimeout(gathered.timer);
    gathering.delete(key);
  }
  const batch: Batch = gathered ?? { body, waiting: new Map(), stop: new AbortController() };
  batch.arrived = new Map();
  batch.seen = new Set();
  everyRow.set(key, batch);
  void send(key, batch).finally(() =>
    setTimeout(() => {
      if (everyRow.get(key) === batch) everyRow.delete(key);
    }, KEPT_MS),
  );
}

/**
 * The parts of `clientId`'s row over `scope`, from the request this task's rows go out in.
 * Rejects with the request's failure, or with `signal`'s reason when the row is no longer wanted.
 */
export function rowOf(
  clientId: string,
  scope: PortfolioScope,
  today: string,
  signal: AbortSignal,
): Promise<RowParts> {
  const { body, key } = keyOf(scope, today);
  // From the request of every row, when one is open for this scope: its line if it came, else
  // a wait for it while its stream runs.
  const every = everyRow.get(key);
  const arrived = every?.arrived?.get(clientId);
  if (every && arrived) {
    every.arrived?.delete(clientId);
    return Promise.resolve(arrived);
  }
  const joinable = every && !every.done && !every.stop.signal.aborted && !every.seen?.has(clientId);
  let batch = joinable ? every : gathering.get(key);
  if (!batch) {
    const created: Batch = { body, waiting: new Map(), stop: new AbortController() };
    gathering.set(key, created);
    // The rows a page asks for as it draws are asked in one task: they go out together.
    created.timer = setTimeout(() => void send(key, created), 0);
    batch = created;
  }
  const chosen = batch;
  return new Promise<RowParts>((resolve, reject) => {
    const waiters = chosen.waiting.get(clientId) ?? new Set<Waiter>();
    chosen.waiting.set(clientId, waiters);
    const leave = () => {
      waiters.delete(waiter);
      if (waiters.size === 0 && chosen.waiting.get(clientId) === waiters)
        chosen.waiting.delete(clientId);
      reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'));
      // Nobody waits for this request's rows any more: it stops, and the server with it; a row
      // asked for from now on asks for itself.
      if (chosen.waiting.size === 0 && gathering.get(key) !== chosen) {
        chosen.stop.abort();
        chosen.done = true;
        if (everyRow.get(key) === chosen) everyRow.delete(key);
      }
    };
    const waiter: Waiter = {
      resolve: (parts) => (signal.removeEventListener('abort', leave), resolve(parts)),
      reject: (error) => (signal.removeEventListener('abort', leave), reject(error)),
    };
    waiters.add(waiter);
    if (signal.aborted) return leave();
    signal.addEventListener('abort', leave, { once: true });
  });
}
