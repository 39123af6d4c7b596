import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AppLink } from '../../../components/app-link';
import { messageBoxTabs, unreadTotal } from '../boxes';
import { UnreadBadge } from '../components/unread-badge';
import { unreadMessageCountQueryOptions } from '../api/get-unread-message-count';

/**
 * The user menu's way into the message centre (spec part 1, §2): the centre with its total, then
 * each box with its own count.
 */
export function MessageMenuEntries({ uid, itemClass }: { uid: string; itemClass: string }) {
  const { t } = useTranslation();
  const { data: counts } = useQuery(unreadMessageCountQueryOptions(uid));
  return (
    <div className="border-t border-slate-100" data-testid="message-menu">
      <AppLink className={`${itemClass} flex items-center justify-between`} href="/message/discuss">
        {t('message.menu.entry')}
        <UnreadBadge count={unreadTotal(counts)} />
      </AppLink>
      {messageBoxTabs.map((tab) => (
        <AppLink
          key={tab.segment}
          className="flex items-center justify-between py-1 pr-4 pl-7 text-xs text-slate-500 hover:bg-slate-50"
          href={`/message/${tab.segment}`}
          data-testid={`message-menu-${tab.segment}`}
        >
          {t(`message.tabs.${tab.segment}`)}
          <UnreadBadge count={counts?.[tab.counter] ?? 0} />
        </AppLink>
      ))}
    </div>
  );
}
