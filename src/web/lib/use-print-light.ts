import { useEffect } from 'react';

const ATTRIBUTE = 'data-mantine-color-scheme';

/**
 * Prints in the light colour scheme whatever the screen's: paper is white and its background is
 * not printed, so the dark scheme's pale text came out near invisible (or, with backgrounds on,
 * as dark pages). Mantine's colours follow the root's attribute: it is light while the page prints,
 * then what it was.
 */
export function usePrintLight() {
  useEffect(() => {
    const root = document.documentElement;
    let before: string | null = null;
    const light = () => {
      before ??= root.getAttribute(ATTRIBUTE);
      root.setAttribute(ATTRIBUTE, 'light');
    };
    const back = () => {
      if (before !== null) root.setAttribute(ATTRIBUTE, before);
      before = null;
    };
    window.addEventListener('beforeprint', light);
    window.addEventListener('afterprint', back);
    return () => {
      window.removeEventListener('beforeprint', light);
      window.removeEventListener('afterprint', back);
      back();
    };
  }, []);
}
