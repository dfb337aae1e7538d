// The current time, ticking once a second, corrected by the server's clock (serverTime of the last answer).
import { useEffect, useState } from 'react';

export function useNow(offsetMs: number, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now + offsetMs;
}
