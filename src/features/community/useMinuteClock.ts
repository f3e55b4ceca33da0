import { useEffect, useState } from 'react';

const MINUTE_MS = 60_000;

/** The time now, refreshed each minute: ages ("Just now", "2 hours ago") move on while shown. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
