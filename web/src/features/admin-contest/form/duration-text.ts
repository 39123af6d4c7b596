import type { TFunction } from 'i18next';

/** A duration in seconds as days, hours and minutes in the page's language ("2 h 30 min"). */
export function durationText(seconds: number, t: TFunction): string {
  const minutes = Math.floor(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(t('admin-contest.duration.days', { count: days }));
  if (hours > 0) parts.push(t('admin-contest.duration.hours', { count: hours }));
  if (rest > 0 || parts.length === 0) parts.push(t('admin-contest.duration.minutes', { count: rest }));
  return parts.join(' ');
}
