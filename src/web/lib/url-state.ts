import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { IDENTIFIER_PATTERN, isChannel, type Channel } from '../../contract/channels';
import { DEFAULT_PRESET, presetRange, type DateRange } from './date-ranges';

/*
 * The one way search params are read and written. Each param is a reader that never fails: a
 * missing or invalid value reads as its default, so a hand-edited or stale link still opens.
 * Plain functions, not a schema library: every page reads its params on its first paint, and
 * zod (10 KB of gzip) would be on that paint for this alone.
 */

export interface Param<T> {
  /** The value of the URL's text for this param (undefined: absent); never throws. */
  parse: (raw: string | undefined) => T;
}
export type ParamShape = Record<string, Param<unknown>>;
export type ParamValues<S extends ParamShape> = {
  [K in keyof S]: S[K] extends Param<infer T> ? T : never;
};

const reader = <T>(parse: (raw: string | undefined) => T): Param<T> => ({ parse });

export const isIdentifier = (value: string) => IDENTIFIER_PATTERN.test(value);

/** A real calendar day written `YYYY-MM-DD` (not `2026-02-30`). */
export const isIsoDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

const splitList = (value: string) => [...new Set(value.split(',').map((item) => item.trim()))];

export const param = {
  /** Free text, e.g. a search box: trimmed, at most 200 characters. */
  text: (fallback = '') =>
    reader((raw) => {
      const text = raw?.trim();
      return text !== undefined && text.length <= 200 ? text : fallback;
    }),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    reader((raw): T[number] => (raw !== undefined && values.includes(raw) ? raw : fallback)),
  id: () => reader((raw) => (raw !== undefined && isIdentifier(raw) ? raw : undefined)),
  date: () => reader((raw) => (raw !== undefined && isIsoDate(raw) ? raw : undefined)),
  /** A calendar month, `2026-10`. */
  month: () =>
    reader((raw) => (raw !== undefined && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined)),
  /** A comma list; invalid items are dropped one by one, duplicates once. */
  list: <T extends string>(isItem: (item: string) => item is T) =>
    reader((raw): T[] => (raw ? splitList(raw).filter(isItem) : [])),
  /**
   * A table's sort by one of its columns (`id` ascending, `-id` descending); anything else
   * reads as `fallback` ('' the table's own default).
   */
  sort: (columns: readonly string[], fallback = '') => {
    const sorts = new Set(columns.flatMap((id) => [id, `-${id}`]));
    return reader((raw) => (raw !== undefined && sorts.has(raw) ? raw : fallback));
  },
  /** A page number, 1 to 100,000. */
  page: () =>
    reader((raw) => {
      const page = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
      return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
    }),
};

export function readSearch<S extends ParamShape>(
  params: URLSearchParams,
  shape: S,
): ParamValues<S> {
  const values: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(shape)) {
    values[key] = schema.parse(params.get(key) ?? undefined);
  }
  return values as ParamValues<S>;
}

const serialize = (value: unknown): string =>
  Array.isArray(value)
    ? value.join(',')
    : value === undefined || value === null
      ? ''
      : String(value);

/** A copy of `params` with `patch` applied; defaults and empty values are removed from the URL. */
export function writeSearch<S extends ParamShape>(
  params: URLSearchParams,
  shape: S,
  patch: Partial<ParamValues<S>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const schema = shape[key];
    if (!schema) continue;
    const text = serialize(value);
    if (text === '' || text === serialize(schema.parse(undefined))) next.delete(key);
    else next.set(key, text);
  }
  return next;
}

export interface WriteOptions {
  /** Push a history entry (e.g. a new page); filter edits replace the current one. */
  push?: boolean;
}

/**
 * Apply one change to the search params. React Router computes each write from the params of the
 * last render, so two writes in one event would lose the first: make a change that spans
 * several shapes in one call (`write((p) => writeSearch(writeSearch(p, a, …), b, …))`).
 */
export function useWriteSearch() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (change: (params: URLSearchParams) => URLSearchParams, { push = false }: WriteOptions = {}) =>
      setParams((current) => change(current), { replace: !push }),
    [setParams],
  );
}

/** Read and write the params of `shape` (define it once at module level: it must be stable). */
export function useSearchState<S extends ParamShape>(shape: S) {
  const [params] = useSearchParams();
  const write = useWriteSearch();
  const values = useMemo(() => readSearch(params, shape), [params, shape]);
  const update = useCallback(
    (patch: Partial<ParamValues<S>>, options?: WriteOptions) =>
      write((current) => writeSearch(current, shape, patch), options),
    [write, shape],
  );
  return [values, update] as const;
}

/* The shared filters of every data page. */

export const filterShape = {
  client: param.id(),
  from: param.date(),
  to: param.date(),
  listings: param.list((item): item is string => isIdentifier(item)),
  channels: param.list(isChannel),
};
export type FilterParams = ParamValues<typeof filterShape>;
export const FILTER_KEYS = Object.keys(filterShape) as (keyof FilterParams)[];

export interface Filters extends DateRange {
  /** Undefined until the shell has put the first client in the URL. */
  client: string | undefined;
  listings: string[];
  channels: Channel[];
  /** True when the URL names no valid range and the default preset applies. */
  defaultRange: boolean;
}

/** Both dates valid and in order, else the default preset (never half a range). */
export function resolveFilters(raw: FilterParams, today?: string): Filters {
  const valid = raw.from !== undefined && raw.to !== undefined && raw.from <= raw.to;
  const range =
    valid && raw.from && raw.to
      ? { from: raw.from, to: raw.to }
      : presetRange(DEFAULT_PRESET, today);
  return {
    client: raw.client,
    listings: raw.listings,
    channels: raw.channels,
    ...range,
    defaultRange: !valid,
  };
}

export const readFilters = (params: URLSearchParams, today?: string): Filters =>
  resolveFilters(readSearch(params, filterShape), today);

export function useFilters() {
  const [raw, setFilters] = useSearchState(filterShape);
  const filters = useMemo(() => resolveFilters(raw), [raw]);
  return [filters, setFilters] as const;
}

/** Only the shared filters of `params`, as a search string (`?client=…` or ''), for nav links. */
export function filterSearch(params: URLSearchParams): string {
  const kept = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) kept.set(key, value);
  }
  const text = kept.toString();
  return text ? `?${text}` : '';
}
