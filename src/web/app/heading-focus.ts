import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation inside the app, the focus goes to the new page's heading, as a page load
 * would start a screen reader there: otherwise it stays on the link in the navigation, and the
 * keyboard has to walk the header and the navigation again to reach the page. The heading may
 * arrive after the address changes (the page's code loads first), so it is awaited. Focus the
 * person has put somewhere else meanwhile (a field, a dialog) is left where it is: only focus on
 * the page's body, on main or in the navigation was left behind by the navigation.
 */
export function useHeadingFocus() {
  const { pathname } = useLocation();
  // The first page is the browser's own page load: nothing to move.
  const shown = useRef(pathname);
  useEffect(() => {
    const main = document.getElementById('main-content');
    if (shown.current === pathname || !main) return;
    shown.current = pathname;
    const observer = new MutationObserver(() => focusHeading() && observer.disconnect());
    const focusHeading = () => {
      const heading = main.querySelector<HTMLElement>('h1[tabindex]');
      const active = document.activeElement;
      if (heading && (active === document.body || active === main || active?.closest('nav')))
        heading.focus();
      return !!heading;
    };
    if (!focusHeading()) observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
