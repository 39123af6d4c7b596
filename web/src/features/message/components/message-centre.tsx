import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unreadMessageCountQueryOptions } from '../api/get-unread-message-count';
import type { MessageBoxSegment } from '../boxes';
import { MessageTabs } from './message-tabs';

interface MessageCentreProps {
  /** The viewer (the route requires a login). */
  uid: string;
  active: MessageBoxSegment;
  /** The active box. */
  children: ReactNode;
}

/** The message centre (spec part 3, §2.5): its heading, the five tabs with unread badges, the box. */
export function MessageCentre({ uid, active, children }: MessageCentreProps) {
  const { t } = useTranslation();
  const { data: counts } = useQuery(unreadMessageCountQueryOptions(uid));
  return (
    <div className="space-y-4" data-testid="message-centre">
      <section className="rounded-lg border border-slate-200 bg-white">
        <div className="px-4 py-3">
          <h1 className="text-lg font-semibold text-slate-800">{t('message.title')}</h1>
          <p className="text-xs text-slate-500">{t('message.hint')}</p>
        </div>
        <MessageTabs active={active} counts={counts} />
      </section>
      {children}
    </div>
  );
}
