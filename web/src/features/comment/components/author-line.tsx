import { useTranslation } from 'react-i18next';
import type { Reply } from '@oj/shared/api/comment';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { RoleBadge, TitleTag } from '../../../components/author/author-marks';

/** What a comment and a reply both say of their author, and when they wrote. */
export type WrittenBy = Pick<
  Reply,
  'fromUid' | 'fromName' | 'fromRole' | 'fromTitleName' | 'fromTitleColor' | 'gmtCreate'
>;

interface AuthorLineProps {
  entry: WrittenBy;
  /** A reply names whom it answers. */
  toName?: string;
  small?: boolean;
}

/** Name (a link to the user's home), SPA/ADM badge, title tag, whom a reply answers, and the time. */
export function AuthorLine({ entry, toName, small = false }: AuthorLineProps) {
  const { t } = useTranslation();
  const { fromUid: uid, fromName: name } = entry;
  return (
    <div
      className={`flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-0.5 ${small ? 'text-[13px]' : 'text-sm'}`}
    >
      <a
        href={`/user-home?uid=${encodeURIComponent(uid)}&username=${encodeURIComponent(name)}`}
        className="max-w-[12rem] truncate font-medium text-slate-800 hover:text-blue-600"
        data-testid="comment-author"
      >
        {name}
      </a>
      <RoleBadge role={entry.fromRole} testId="comment-badge" />
      <TitleTag name={entry.fromTitleName} color={entry.fromTitleColor} testId="comment-title-tag" />
      {toName ? (
        <span className="text-slate-500">
          {t('comment.replyTo')} <span className="text-blue-600">@{toName}</span>
        </span>
      ) : null}
      <time className="text-xs text-slate-400" dateTime={entry.gmtCreate}>
        {formatBeijingTime(entry.gmtCreate, 'minute')}
      </time>
    </div>
  );
}
