import { totalUnread, useUnreadMessages } from '../api/get-unread-messages';

/** A count over the user menu; nothing at all while there is nothing unread or nothing known. */
export function UnreadBadge({ loggedIn }: { loggedIn: boolean }) {
  const total = totalUnread(useUnreadMessages(loggedIn));
  if (total <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className="absolute -top-1 -right-2 min-w-4 rounded-full bg-red-500 px-1 text-center text-[10px] leading-4 text-white"
    >
      {total > 99 ? '99+' : total}
    </span>
  );
}
