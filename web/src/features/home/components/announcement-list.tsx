import { formatBeijingTime } from '../../../lib/beijing-time';
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { homeRules } from '@oj/shared/api/home';
import { Card, EmptyState } from '../../../components/ui/card';
import { MarkdownView } from '../../../components/markdown-view';
import { commonAnnouncementQueryOptions } from '../api/get-common-announcement';

/** Announcements, five to a page, newest first; a click opens the text in place. */
export function AnnouncementList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { data } = useQuery({ ...commonAnnouncementQueryOptions(page), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / homeRules.announcementPageSize));
  return (
    <Card title={t('home.announcements')} testId="announcements">
      {!data?.records.length ? (
        <EmptyState text={t('home.noAnnouncements')} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {data.records.map((item) => (
            <li key={item.id} className="py-2">
              <button
                className="flex w-full items-center justify-between text-left"
                onClick={() => setOpenId(openId === item.id ? null : item.id)}
              >
                <span className="font-medium text-slate-700 hover:text-blue-600">{item.title}</span>
                <span className="ml-4 shrink-0 text-xs text-slate-400">
                  {formatBeijingTime(item.gmtCreate, 'day')} · {item.username}
                </span>
              </button>
              {openId === item.id ? <MarkdownView source={item.content} className="mt-2" /> : null}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <div className="mt-3 flex items-center justify-center gap-3 text-sm">
          <button
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
            className="text-blue-600 disabled:text-slate-300"
          >
            ‹
          </button>
          <span className="text-slate-500">
            {page} / {pages}
          </span>
          <button
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
            className="text-blue-600 disabled:text-slate-300"
          >
            ›
          </button>
        </div>
      ) : null}
    </Card>
  );
}
