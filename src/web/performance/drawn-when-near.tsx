import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/** A phone's screen (under Mantine's `sm`, 48em): where a long page's lower sections wait. */
const PHONE_SCREEN = '(max-width: 47.99em)';
/**
 * How far ahead of the screen a waiting section is drawn once the page has been scrolled: a
 * screen, so a scroll finds it drawn. Before the first scroll, only a section on the screen is.
 */
const AHEAD = '100% 0px';
const ON_SCREEN = '0px';
let scrolled = false;

/** Every watch still waiting, drawn at once by print, an anchor or find. */
const drawers = new Set<() => void>();
/** Each waiting section's watch, started again a screen ahead at the first scroll. */
const watchers = new Set<() => void>();
const drawAll = () => {
  for (const draw of [...drawers]) draw();
};
let listening = false;
const listen = () => {
  if (listening) return;
  listening = true;
  // Printing (a PDF maker's too) shows the whole page: drawn before this handler returns, as the
  // print is laid out right after it.
  window.addEventListener('beforeprint', () => flushSync(drawAll));
  window.addEventListener('hashchange', drawAll);
  // Capturing: a scroll inside an element counts too.
  window.addEventListener(
    'scroll',
    () => {
      if (scrolled) return;
      scrolled = true;
      for (const watch of [...watchers]) watch();
    },
    { capture: true, passive: true },
  );
  // The browser's find (Ctrl+F, ⌘F) searches only what is drawn: all of it is drawn first.
  window.addEventListener(
    'keydown',
    (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'f') drawAll();
    },
    { capture: true },
  );
};

// A page opened at an anchor (`#finance-tax`) draws it all: the anchor may be in any section.
const drawsAtOnce = () =>
  window.location.hash.length > 1 ||
  typeof IntersectionObserver !== 'function' ||
  typeof window.matchMedia !== 'function' ||
  !window.matchMedia(PHONE_SCREEN).matches;

/**
 * Whether `ref`'s element has come near: on the screen or, once the page has been scrolled, within
 * `ahead` of it (a CSS margin: '100% 0px' is a screen above and below); or the page was printed,
 * opened at an anchor or searched with the browser's find. True from the start if `initially`
 * says so. The one watch behind `DrawnWhenNear` and the finance charts' boxes.
 */
export function useNear(
  ref: RefObject<HTMLElement | null>,
  initially: boolean | (() => boolean),
  ahead = AHEAD,
) {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const draw = () => setNear(true);
    let view: IntersectionObserver | undefined;
    const watch = () => {
      view?.disconnect();
      view = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) draw();
        },
        { rootMargin: scrolled ? ahead : ON_SCREEN },
      );
      view.observe(element);
    };
    watch();
    listen();
    drawers.add(draw);
    if (!scrolled) watchers.add(watch);
    return () => {
      view?.disconnect();
      drawers.delete(draw);
      watchers.delete(watch);
    };
  }, [ref, near, ahead]);
  return near;
}

/**
 * A section below a phone's first screen (a long table, a breakdown), drawn when it is on the
 * screen or, once the page has been scrolled, within a screen of it; when the page is printed,
 * opened at an anchor, or searched with the browser's find. An empty box of about its `height`
 * (px) holds its place until then. On a phone a data page is five to nine screens long and its
 * first screen a sixth of what it drew, the rest most of the work of opening it. A wider screen
 * draws every section at once.
 */
export function DrawnWhenNear({ children, height }: { children: ReactNode; height: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNear(ref, drawsAtOnce);
  // An empty box of about the section's height: nothing to read, nothing loading (not busy).
  return near ? children : <div ref={ref} data-drawn-when-near style={{ minHeight: height }} />;
}
