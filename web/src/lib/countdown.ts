import { useEffect, useState } from 'react';

/** The present in unix seconds, ticking every `everyMs` while the component is on screen. */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 1000));
  useEffect(() => {
    const timer = setInterval(() => setNow(Math.floor(Date.now() / 1000)), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/**
 * How long until a moment, as a schedule says it: 'in 42 s', 'in 3 min', 'in 2 h 5 min',
 * 'in 4 days'; minutes and hours round up, so 'in 1 min' lasts until the moment comes.
 */
export function formatCountdown(seconds: number): string {
  if (seconds < 60) return `in ${Math.max(0, Math.ceil(seconds))} s`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `in ${minutes} min`;
  if (minutes < 24 * 60) return `in ${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const days = Math.floor(minutes / (24 * 60));
  return `in ${days} day${days === 1 ? '' : 's'}`;
}
