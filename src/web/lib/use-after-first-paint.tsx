import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from 'react';

let firstPage = true;

/** After the next frame has been drawn. */
export const afterNextPaint = (callback: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame =
    typeof requestAnimationFrame === 'function'
      ? requestAnimationFrame(() => (timer = setTimeout(callback)))
      : undefined;
  if (frame === undefined) timer = setTimeout(callback);
  return () => {
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

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
      return afterNextPaint(() => startTransition(() => setPainted(true)));
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

/** False while the app's first page paints its header; true once its body may render. */
export function useAfterFirstPaint(): boolean {
  return useContext(PaintedContext);
}
