/** How the My children screens write dates, and today's date that moves on at midnight. */
import { useEffect, useState } from 'react';
import { daysBetween, todayIso } from '@shared/lib/child-age';
import { fromIsoDate } from '@shared/lib/week';

const LONG = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "3 March 2026". */
export function formatDay(iso: string): string {
  return LONG.format(fromIsoDate(iso));
}

/** "today", "yesterday", "9 days ago". */
export function daysAgo(iso: string, today: string): string {
  const days = daysBetween(iso, today);
  if (days <= 0) return 'today';
  if (days === 1) return 'yesterday';
  return `${days} days ago`;
}

/** Today as YYYY-MM-DD, re-rendering when the day changes (ages and reminders move with it). */
export function useToday(): string {
  const [today, setToday] = useState(todayIso);
  useEffect(() => {
    const now = new Date();
    const midnight = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
    const timer = setTimeout(() => setToday(todayIso()), midnight - now.getTime() + 1000);
    return () => clearTimeout(timer);
  }, [today]);
  return today;
}
