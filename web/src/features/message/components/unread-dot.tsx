import { useTranslation } from 'react-i18next';

/** The dot of an unread message (spec part 3, §4: it goes once the list has been read). */
export function UnreadDot({ read }: { read: boolean }) {
  const { t } = useTranslation();
  if (read) return null;
  return (
    <span
      className="inline-block h-2 w-2 shrink-0 rounded-full bg-red-500"
      role="img"
      aria-label={t('message.unread')}
      title={t('message.unread')}
      data-testid="message-unread-dot"
    />
  );
}
