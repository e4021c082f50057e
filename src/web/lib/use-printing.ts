import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * True while the page prints (a PDF maker's included): what a phone's screen shows in its own way
 * prints as it does on a wide screen. Drawn before the print is laid out (`beforeprint` waits for
 * nothing, so the change is made in the event itself).
 */
export function usePrinting() {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const start = () => flushSync(() => setPrinting(true));
    const end = () => setPrinting(false);
    window.addEventListener('beforeprint', start);
    window.addEventListener('afterprint', end);
    return () => {
      window.removeEventListener('beforeprint', start);
      window.removeEventListener('afterprint', end);
    };
  }, []);
  return printing;
}
