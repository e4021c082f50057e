import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation inside the app, the focus goes to the new page's heading, as a page load
 * would start a screen reader there: otherwise it stays on the link in the navigation, and the
 * keyboard has to walk the header and the navigation again to reach the page. The heading may
 * arrive after the address changes (the page's code loads first), so it is awaited. Focus the
 * person has put somewhere else (a field, a dialog) is left where it is.
 */
export function useHeadingFocus() {
  const { pathname } = useLocation();
  // The first page is the browser's own page load: nothing to move.
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Where the navigation left the focus: the heading takes it only from there (or from the
    // page's body), not from wherever the person has tabbed to since.
    const left = document.activeElement;
    if (left !== document.body && !left?.closest('nav')) return;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1[tabindex]');
      const active = document.activeElement;
      if (heading && (active === left || active === document.body)) heading.focus();
      return !!heading;
    };
    if (!focusHeading()) observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
