import { useTranslation } from 'react-i18next';
import type { UnreadCounts } from '@oj/shared/api/message';
import { AppLink } from '../../../components/app-link';
import { messageBoxTabs, type MessageBoxSegment } from '../boxes';
import { UnreadBadge } from './unread-badge';

interface MessageTabsProps {
  active: MessageBoxSegment;
  /** From `msg/unread`; undefined while it loads. */
  counts: UnreadCounts | undefined;
}

/** The five boxes as tabs (spec part 3, §2.5), each with its unread badge; they wrap on a phone. */
export function MessageTabs({ active, counts }: MessageTabsProps) {
  const { t } = useTranslation();
  const base = 'flex items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm';
  return (
    <nav aria-label={t('message.tabsLabel')} className="border-t border-slate-100">
      <ul className="flex flex-wrap gap-x-1 px-2" data-testid="message-tabs">
        {messageBoxTabs.map((tab) => (
          <li key={tab.segment} data-testid={`message-tab-${tab.segment}`}>
            <AppLink
              href={`/message/${tab.segment}`}
              aria-current={active === tab.segment ? 'page' : undefined}
              className={`${base} ${
                active === tab.segment
                  ? 'border-blue-600 font-medium text-blue-700'
                  : 'border-transparent text-slate-600 hover:text-blue-600'
              }`}
            >
              {t(`message.tabs.${tab.segment}`)}
              <UnreadBadge count={counts?.[tab.counter] ?? 0} testId={`message-badge-${tab.segment}`} />
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
