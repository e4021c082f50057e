import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from 'react';
import { afterNextPaint } from './schedule';

let firstPage = true;

let held: Promise<void> | undefined;
let release: (() => void) | undefined;
let firstPagePainted = false;

/**
 * For the app's start (start.tsx): work that can wait (`afterFirstPagePaints`) waits until the
 * app's first page has painted its header, or `atMost` ms if no page does (the sign-in page, a
 * failure). Outside the app (a test) nothing waits.
 */
export function holdUntilFirstPagePaints(atMost = 3000) {
  firstPagePainted = false;
  held = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, atMost);
  });
  void held.then(() => {
    firstPagePainted = true;
  });
}

/**
 * Resolves once the app's first page has painted: for what is drawn beside the pages
 * (`useFirstPagePainted`), so it is not fetched ahead of what draws the page.
 */
export const afterFirstPagePaints = (): Promise<void> => held ?? Promise.resolve();

/** Outside a page (a component on its own, in a test): painted from the start. */
const PaintedContext = createContext(true);

/**
 * A page that paints its header and filters before its body on the app's first page: its bodies
 * (`QueryState`, the listings table) show their skeleton for the first frame, then the whole page
 * renders again with its bodies, as a transition, so that long render is cut into short tasks and
 * a tap or a scroll is answered between them. Pages mounted after the first (a click in the app)
 * render at once: no flash of a skeleton.
 *
 * The whole page renders again, not only the bodies: the page's own `useQuery` results are read
 * afresh. A body drawn later from the page's earlier render would hold a result from before its
 * data (or error) arrived, and React Query, which re-renders a component only for the fields it
 * has read, would never tell it otherwise: it stayed on its skeleton for good.
 */
export function withFirstPaint<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function FirstPaint(props: P) {
    const [painted, setPainted] = useState(() => !firstPage);
    useEffect(() => {
      firstPage = false;
      if (painted) return undefined;
      const cancel = afterNextPaint(() => {
        release?.();
        startTransition(() => setPainted(true));
      });
      return () => {
        cancel();
        // Gone before its first frame (a click away at once): no page is first any more.
        release?.();
      };
    }, [painted]);
    return (
      <PaintedContext.Provider value={painted}>
        <Page {...props} />
      </PaintedContext.Provider>
    );
  }
  FirstPaint.displayName = `WithFirstPaint(${Page.displayName ?? Page.name})`;
  return FirstPaint;
}

/**
 * For what is drawn beside the pages (the shell's later parts): false until the app's first page
 * has painted its header (`afterFirstPagePaints`), then true; true at once after that, and
 * outside the app. What it gates is not asked for in the render that draws the heading, so its
 * files do not share the network with the files the heading waits for.
 */
export function useFirstPagePainted(): boolean {
  const [painted, setPainted] = useState(() => held === undefined || firstPagePainted);
  useEffect(() => {
    if (painted) return undefined;
    let live = true;
    void afterFirstPagePaints().then(() => {
      if (live) setPainted(true);
    });
    return () => {
      live = false;
    };
  }, [painted]);
  return painted;
}

/** False while the app's first page paints its header; true once its body may render. */
export function useAfterFirstPaint(): boolean {
  return useContext(PaintedContext);
}
