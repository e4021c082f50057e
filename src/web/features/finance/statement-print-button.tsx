import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../components/plain-button';

/** The charts' loader, with the statement's body (not on the page's first paint). */
const charts = () => import('./measured-chart');
const preload = () =>
  void charts().then(
    (module) => module.preloadCharts(),
    () => undefined,
  );

/**
 * Print or save as PDF, once every reply of the month is drawn. Printing draws the waterfall, so
 * a press waits for the charts' code when it is not in yet (a phone does not fetch it for the
 * browser's own print: `StatementBody`), fetched from the first pointer or focus on the button;
 * the button shows it is busy meanwhile, and a second press does not print twice.
 */
export function StatementPrintButton({ drawn }: { drawn: boolean }) {
  const [waiting, setWaiting] = useState(false);
  // Left while the code was coming (another page), or another month asked for: nothing is
  // printed then.
  const shown = useRef(true);
  const drawnNow = useRef(drawn);
  useEffect(() => {
    drawnNow.current = drawn;
  }, [drawn]);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  const print = () => {
    if (waiting) return;
    setWaiting(true);
    void charts()
      .then((module) => module.chartsCode())
      // Without the charts' code (it failed to load) the statement prints without the chart, as
      // the page shows it without one.
      .catch(() => undefined)
      .then(() => {
        if (!shown.current) return;
        setWaiting(false);
        if (drawnNow.current) window.print();
      });
  };
  return (
    <Button
      leftSection={<IconPrinter size={16} aria-hidden />}
      disabled={!drawn}
      loading={waiting}
      onPointerEnter={preload}
      onPointerDown={preload}
      onFocus={preload}
      onClick={print}
    >
      Print or save as PDF
    </Button>
  );
}
