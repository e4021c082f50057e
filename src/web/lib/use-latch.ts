import { useState } from 'react';

/** True from the first render in which `value` is true, for as long as the component lives. */
export function useLatch(value: boolean): boolean {
  const [latched, setLatched] = useState(value);
  // Set while rendering (React's pattern for state that follows a prop): no render in between
  // shows the old value.
  if (value && !latched) setLatched(true);
  return latched || value;
}
