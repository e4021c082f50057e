import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
// zod/mini: this runs on every page's first paint, where the full zod API would be too heavy.
import * as z from 'zod/mini';
import { CHANNELS, IDENTIFIER_PATTERN, type Channel } from '../../contract/channels';
import { DEFAULT_PRESET, presetRange, type DateRange } from './date-ranges';

/*
 * The one way search params are read and written. Each param is a zod schema that never fails:
 * a missing or invalid value reads as its default, so a hand-edited or stale link still opens.
 */

export type ParamShape = Record<string, z.ZodMiniType>;
export type ParamValues<S extends ParamShape> = { [K in keyof S]: z.output<S[K]> };

const identifier = z.string().check(z.regex(IDENTIFIER_PATTERN));

const splitList = (value: string) => [...new Set(value.split(',').map((item) => item.trim()))];

export const param = {
  /** Free text, e.g. a search box. */
  text: (fallback = '') => z.catch(z.string().check(z.trim(), z.maxLength(200)), fallback),
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.catch(z.enum(values), fallback),
  id: () => z.catch(z.optional(identifier), undefined),
  date: () => z.catch(z.optional(z.iso.date()), undefined),
  /** A calendar month, `2026-10`. */
  month: () => z.catch(z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/))), undefined),
  /** A comma list; invalid items are dropped one by one, duplicates once. */
  list: <T extends string>(item: z.ZodMiniType<T>) =>
    z.catch(
      z.pipe(
        z.optional(z.string()),
        z.transform((value: string | undefined) =>
          value
            ? splitList(value).filter((entry): entry is T => item.safeParse(entry).success)
            : [],
        ),
      ),
      [] as T[],
    ),
  /**
   * A table's sort by one of its columns (`id` ascending, `-id` descending); anything else
   * reads as `fallback` ('' the table's own default).
   */
  sort: (columns: readonly string[], fallback = '') => {
    const sorts = new Set(columns.flatMap((id) => [id, `-${id}`]));
    return z.catch(z.string().check(z.refine((value) => sorts.has(value))), fallback);
  },
  page: () => z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 1),
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
  listings: param.list(identifier),
  channels: param.list<Channel>(z.enum(CHANNELS)),
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
