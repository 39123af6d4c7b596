/** The yearly events of the countdown (spec §4): NOIP on 30 November, LQB on 13 April. */
export const yearlyEvents = [
  { name: 'NOIP', month: 11, day: 30 },
  { name: 'LQB', month: 4, day: 13 },
] as const;

export type YearlyEventName = (typeof yearlyEvents)[number]['name'];

export const firstSearchedYear = 2024;
export const lastSearchedYear = 2098;

export type EventCountdown =
  | { state: 'upcoming' | 'in-progress'; event: YearlyEventName; date: Date; days: number }
  | { state: 'ended' };

const dayMs = 24 * 3600 * 1000;

/**
 * The next event from `now`, searched from 2024 to 2098. An event lasts its whole local day: on that
 * day it is in progress with 0 days left; after 2098 every event has ended.
 */
export function eventCountdown(now: Date): EventCountdown {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  let next: { event: YearlyEventName; date: Date } | null = null;
  for (let year = firstSearchedYear; year <= lastSearchedYear && !next; year++) {
    const dates = yearlyEvents
      .map((event) => ({ event: event.name, date: new Date(year, event.month - 1, event.day) }))
      .sort((a, b) => a.date.getTime() - b.date.getTime());
    next = dates.find(({ date }) => date.getTime() + dayMs > now.getTime()) ?? null;
  }
  if (!next) return { state: 'ended' };
  const days = Math.round((next.date.getTime() - today.getTime()) / dayMs);
  return {
    state: days <= 0 ? 'in-progress' : 'upcoming',
    event: next.event,
    date: next.date,
    days: Math.max(0, days),
  };
}
