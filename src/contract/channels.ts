/*
 * Channel codes as plain constants, with no schema library: the web app reads them on its
 * first paint, where the contract's zod schemas are not loaded yet.
 */

/** Channel codes of the specification, in display order. */
export const CHANNELS = [
  'MARKETPLACE_1',
  'MARKETPLACE_1_DRIVE',
  'MARKETPLACE_2',
  'MARKETPLACE_3',
  'MARKETPLACE_4',
  'MARKETPLACE_5',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** A code of the specification's channels (responses may carry others). */
export const isChannel = (code: string | undefined): code is Channel =>
  code !== undefined && (CHANNELS as readonly string[]).includes(code);

/** Only these marketplaces accept disputes (project decision, sample-data.md). */
export const DISPUTE_CHANNELS = ['MARKETPLACE_1', 'MARKETPLACE_2'] as const;
export type DisputeChannel = (typeof DISPUTE_CHANNELS)[number];

/**
 * The shape of identifiers (client, listing, order…): a non-empty token of at most 128
 * characters with no control characters (Unicode Cc: NUL, tab, U+0085…) and no separators
 * (Unicode Z: spaces, U+2028, U+2029). `\S` alone lets NUL and U+0085 through.
 */
export const IDENTIFIER_PATTERN = /^[^\p{Cc}\p{Z}]{1,128}$/u;
