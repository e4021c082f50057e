import { useEffect } from 'react';

/**
 * A page's own title, for the pages outside the areas (document-title.ts leaves theirs to them):
 * `Team · Partner dashboard`, as `documentTitle` writes the others. Its own few words, not an
 * import of the shell's: what the lazily loaded pages import from the shell's first-paint code
 * moves that code into chunks of its own.
 */
export function useOwnTitle(page: string) {
  useEffect(() => {
    document.title = `${page} · Partner dashboard`;
  }, [page]);
}
