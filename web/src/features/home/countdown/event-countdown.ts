/** The yearly events of the countdown (spec §4): NOIP on 30 November, LQB on 13 April. */
export const yearlyEvents = [
  { name: 'NOIP', month: 11, day: 30 },
  { name: 'LQB', month: 4, day: 13 },
] as const;

import type { EventOverride } from './event-overrides';

export type YearlyEventName = (typeof yearlyEvents)[number]['name'];

export const firstSearchedYear = 2024;
export const lastSearchedYear = 2098;

/** A yearly event's name, or the name of a one-off event from the overrides. */
export type EventCountdown =
  { state: 'upcoming' | 'in-progress'; event: string; date: Date; days: number } | { state: 'ended' };

const dayMs = 24 * 3600 * 1000;

/** The events of one year: the yearly ones, moved where an override names them, plus one-off events. */
function eventsOfYear(year: number, overrides: readonly EventOverride[]): { event: string; date: Date }[] {
  const inYear = overrides.filter((override) => override.year === year);
  const yearly = yearlyEvents.map((event) => {
    const moved = inYear.find((override) => override.name === event.name);
    return {
      event: event.name as string,
      date: new Date(year, (moved?.month ?? event.month) - 1, moved?.day ?? event.day),
    };
  });
  const oneOff = inYear
    .filter((override) => !yearlyEvents.some((event) => event.name === override.name))
    .map((override) => ({ event: override.name, date: new Date(year, override.month - 1, override.day) }));
  return [...yearly, ...oneOff].sort((a, b) => a.date.getTime() - b.date.getTime());
}

/**
 * The next event from `now`, searched from 2024 to 2098, with the description's overrides applied.
 * An event lasts its whole local day: on that day it is in progress with 0 days left; after 2098
 * every event has ended.
 */
export function eventCountdown(now: Date, overrides: readonly EventOverride[] = []): EventCountdown {
  const today = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  let next: { event: string; date: Date } | null = null;
  for (let year = firstSearchedYear; year <= lastSearchedYear && !next; year++) {
    next = eventsOfYear(year, overrides).find(({ date }) => date.getTime() + dayMs > now.getTime()) ?? null;
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
