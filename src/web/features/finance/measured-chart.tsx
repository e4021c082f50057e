import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

interface MeasuredChartProps {
  height: number;
  /** Draws the chart at the measured width; called only once there is one. */
  children: (width: number) => ReactNode;
}

/**
 * A chart box that draws its chart at the width it has, in the same paint as it appears: the
 * width is read once before the first paint, then followed by a resize observer. recharts'
 * responsive container measures in an effect, after a paint, and draws the chart twice; a
 * resize-observer-only hook waits a frame, behind whatever else is rendering.
 */
export function MeasuredChart({ height, children }: MeasuredChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    setWidth(Math.floor(box.clientWidth));
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return (
    <div aria-hidden ref={ref} style={{ height }}>
      {width > 0 && children(width)}
    </div>
  );
}
