import { useEffect, useState } from 'react';

/** This device's clock, ticking every `intervalMs` while `running` (a countdown), still otherwise. */
export function useNow(running: boolean, intervalMs = 250): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, intervalMs]);
  return now;
}
