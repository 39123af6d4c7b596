import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { UnreadCounts } from '@oj/shared/api/message';
import { messageRules } from '@oj/shared/domain/discussion';
import { AppLink } from '../../../components/app-link';
import { firstUnreadSegment } from '../boxes';

interface UnreadNoticeProps {
  counts: UnreadCounts | undefined;
  total: number;
}

/**
 * The notice of unread messages (spec part 1, §4): it stays 5 seconds, links to the box that has
 * them, and can be closed sooner. Mounted afresh (a new `key`) each time the total grows. It sits at
 * the bottom, clear of the user menu and of a contest's announcements at the top; drawn into the body,
 * since the header's backdrop filter would make it fixed to the header instead of the window.
 */
export function UnreadNotice({ counts, total }: UnreadNoticeProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), messageRules.unreadNoticeSeconds * 1000);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return createPortal(
    <div
      role="status"
      className="fixed right-2 bottom-4 left-2 z-40 rounded-lg border border-blue-200 bg-white p-4 pr-10 shadow-lg sm:right-4 sm:left-auto sm:w-80"
      data-testid="unread-notice"
    >
      <p className="text-sm font-semibold text-slate-800">{t('message.notice.title')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('message.notice.text', { count: total })}</p>
      <AppLink
        href={`/message/${firstUnreadSegment(counts)}`}
        onClick={() => setShown(false)}
        className="mt-2 inline-block text-sm text-blue-600 hover:underline"
        data-testid="unread-notice-open"
      >
        {t('message.notice.open')}
      </AppLink>
      <button
        type="button"
        onClick={() => setShown(false)}
        aria-label={t('message.notice.close')}
        className="absolute top-3 right-3 rounded p-1 text-xs leading-none text-slate-500 hover:bg-slate-100"
      >
        ✕
      </button>
    </div>,
    document.body,
  );
}
