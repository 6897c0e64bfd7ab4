import { useEffect, useState } from 'react';

/**
 * The current time, updated every `intervalMs` after mount. Before mount
 * (server rendering) it is the time of the first render, which is close
 * enough for a countdown that starts ticking on hydration.
 */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
