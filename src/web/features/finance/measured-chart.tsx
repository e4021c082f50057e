import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';
import { PHONE_QUERY } from '../../lib/use-phone';
import { useNear } from '../../performance/drawn-when-near';
import classes from './measured-chart.module.css';

type Charts = typeof import('./charts');

let charts: Charts | undefined;
let loading: Promise<Charts> | undefined;
let arrived = () => {};
/** Resolves once the charts' code is in, however it was asked for; it never asks for it itself. */
const whenIn = new Promise<void>((resolve) => (arrived = resolve));
/**
 * The charts' drawing code (recharts), fetched once: when the first chart is about to be seen, or
 * earlier with `preloadCharts` where the charts sit on the first screens (a wide screen).
 */
const loadCharts = () =>
  (loading ??= import('./charts').then(
    (module) => {
      arrived();
      return (charts = module);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));

/** Starts loading the charts' code now (its failure shows when a chart is drawn). */
export const preloadCharts = () => {
  loadCharts().catch(() => undefined);
};

/**
 * Resolves once the charts' code is in, loading it if it is not (rejects if it cannot be): for a
 * page meant for print, so that printing, which draws every chart, has the code to draw them with.
 */
export const chartsCode = (): Promise<unknown> => loadCharts();

/** Resolves once the charts' code is in, without asking for it: it comes as a chart or Print asks. */
export const chartsArrived = (): Promise<void> => whenIn;

interface MeasuredChartProps {
  height: number;
  /** Draws the chart at the measured width, with the charts' module; called once both are in. */
  children: (width: number, charts: Charts) => ReactNode;
}

/**
 * How far below (or above) the screen a chart starts loading and drawing once the page has been
 * scrolled. Until then only a chart on the screen draws (`useNear`): one just below the
 * first screen of a phone would otherwise be drawn while the page loads, a long task the reader
 * waits through for a chart they may never scroll to.
 */
const DRAW_AHEAD = '400px 0px';

/**
 * The width a chart is drawn at for print, about an A4 or Letter page's within its margins:
 * printing starts before the page is laid out on paper, so the box's width then is the screen's
 * (a wide screen's chart ran off the page, its last bars cut). Print styles fit it to the page.
 */
const PRINT_WIDTH = 640;
/**
 * A chart box of fixed height that draws its chart at the width it has, once the box is on or
 * near the screen. A chart is the most expensive part of the finance page (recharts is a third of
 * its code, and drawing one takes about a quarter of a second on a phone), so a chart below the
 * first screen waits until the page is scrolled towards it: the first screen is usable sooner.
 * The box keeps its height meanwhile (no layout shift), and printing (a PDF maker's included) draws
 * every chart first, once the code is in.
 *
 * The width comes from a resize observer (its first report arrives with the first layout, so
 * nothing forces a layout of its own) and the chart is drawn as a transition, which React renders
 * in slices. recharts' own responsive container measures in an effect and draws the chart twice.
 */
export function MeasuredChart({ height, children }: MeasuredChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [ready, setReady] = useState(false);
  // Wider than a phone, with the code already in (preloaded with the page): drawn in the same
  // paint as its box appears, measured before that paint, as the finance page's charts sit on its
  // first screens there. Nothing to wait for then.
  const [atOnce] = useState(() => charts !== undefined && !window.matchMedia(PHONE_QUERY).matches);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box || !atOnce) return;
    setWidth(Math.floor(box.clientWidth));
    setReady(true);
  }, [atOnce]);
  // Otherwise on or near the screen (on any screen: a chart is costly to draw wherever it is),
  // printed, or found: the code is fetched, then the chart drawn as a transition.
  const near = useNear(ref, atOnce, DRAW_AHEAD);
  useEffect(() => {
    if (!near) return undefined;
    let live = true;
    void loadCharts().then(
      () => live && startTransition(() => setReady(true)),
      // Offline or a new deployment: the box stays empty; the figures' table is still there.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [near]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const resize = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const next = Math.floor(entry.contentRect.width);
      startTransition(() => setWidth(next));
    });
    resize.observe(box);
    const beforePrint = () => {
      if (!charts) return;
      flushSync(() => {
        setReady(true);
        setWidth(PRINT_WIDTH);
      });
    };
    const afterPrint = () => startTransition(() => setWidth(Math.floor(box.clientWidth)));
    window.addEventListener('beforeprint', beforePrint);
    window.addEventListener('afterprint', afterPrint);
    return () => {
      resize.disconnect();
      window.removeEventListener('beforeprint', beforePrint);
      window.removeEventListener('afterprint', afterPrint);
    };
  }, []);
  return (
    <div aria-hidden ref={ref} style={{ height }} className={classes.box}>
      {ready && charts && width > 0 && children(width, charts)}
    </div>
  );
}
