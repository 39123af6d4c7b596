import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../../components/markdown-view';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { useUnreadAnnouncements } from '../unread/use-unread-announcements';

interface NotifierProps {
  cid: number;
  /** Whose read ids these are (the username): local storage keeps them per user and contest. */
  viewer: string;
  /** Polls only while the viewer may read the contest's announcements. */
  enabled: boolean;
}

/**
 * The contest's unread announcements as persistent notifications (spec part 2, §4): each stays until
 * its close button marks it read. They are drawn where they are placed (the shell puts them in the
 * page's flow under its head), never over the page, so they hide nothing.
 */
export function ContestAnnouncementNotifier({ cid, viewer, enabled }: NotifierProps) {
  const { t } = useTranslation();
  const { shown, dismiss } = useUnreadAnnouncements(cid, viewer, enabled);
  if (shown.length === 0) return null;
  return (
    <section
      aria-label={t('contest-announcement.notificationsLabel')}
      className="flex flex-col gap-2"
      data-testid="contest-announcement-notifications"
    >
      {shown.map((item) => (
        <article
          key={item.id}
          role="alert"
          className="relative rounded-xl border border-amber-300 bg-amber-50 p-4 pr-10 shadow-sm"
          data-testid="contest-announcement-notification"
          data-id={item.id}
        >
          <h2 className="text-sm font-semibold break-words text-amber-900">
            {t('contest-announcement.newTitle', { title: item.title })}
          </h2>
          <p className="mt-0.5 text-xs text-amber-700">
            {formatBeijingTime(item.gmtCreate, 'minute')} ·{' '}
            {t('contest-announcement.by', { username: item.username })}
          </p>
          <div className="mt-2 max-h-48 overflow-y-auto">
            <MarkdownView source={item.content} className="!text-sm !leading-6" />
          </div>
          <button
            type="button"
            onClick={() => dismiss(item.id)}
            aria-label={t('contest-announcement.close')}
            className="absolute top-3 right-3 rounded p-1 text-xs leading-none text-amber-700 hover:bg-amber-100"
            data-testid="contest-announcement-dismiss"
          >
            ✕
          </button>
        </article>
      ))}
    </section>
  );
}
