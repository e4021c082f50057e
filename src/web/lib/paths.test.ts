import { describe, expect, it } from 'vitest';
import { isSignedOutPage, paths, safeNext } from './paths';

describe('isSignedOutPage', () => {
  it('holds the sign-in, set-up, invitation and reset pages, and no signed-in page', () => {
    for (const path of ['/sign-in', '/setup', '/invite/abc', '/reset/abc'])
      expect(isSignedOutPage(path), path).toBe(true);
    for (const path of ['/', '/portfolio', '/reviews', '/team', '/invite'])
      expect(isSignedOutPage(path), path).toBe(false);
  });
});

describe('safeNext', () => {
  it.each([
    ['a tab browsers drop', '/\t/evil.example'],
    ['a newline browsers drop', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a backslash read as a slash', '/\\evil'],
    ['a protocol-relative address', '//evil'],
    ['another origin', 'https://evil'],
    ['a script address', 'javascript:alert(1)'],
    ['a NUL', '/reviews\u0000'],
    ['a DEL', '/\u007f/evil.example'],
  ])('refuses %s', (_what, next) => {
    expect(safeNext(next)).toBe(paths.portfolio);
  });

  it('keeps a path on this origin with its search and hash', () => {
    expect(safeNext('/reviews?x=1#y')).toBe('/reviews?x=1#y');
    expect(safeNext('/listings?client=client-summit')).toBe('/listings?client=client-summit');
  });

  it('does not come back to the sign-in page', () => {
    expect(safeNext('/sign-in?next=/reviews')).toBe(paths.portfolio);
    expect(safeNext(null)).toBe(paths.portfolio);
    expect(safeNext('')).toBe(paths.portfolio);
  });
});
