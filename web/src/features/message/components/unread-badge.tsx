import { badgeText } from '../unread/badge-text';

/** A red count beside a tab or the user menu; nothing when there is nothing unread. */
export function UnreadBadge({ count, testId }: { count: number; testId?: string }) {
  const text = badgeText(count);
  if (text === null) return null;
  return (
    <span
      className="inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-red-500 px-1 text-[10px] leading-none font-semibold text-white tabular-nums"
      data-testid={testId}
    >
      {text}
    </span>
  );
}
