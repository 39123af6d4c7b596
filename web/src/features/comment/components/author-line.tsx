import { useTranslation } from 'react-i18next';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { badgeOf } from '../comment-rules';

interface AuthorLineProps {
  uid: string;
  name: string;
  avatar: string;
  role: string;
  titleName: string | null;
  titleColor: string | null;
  time: string;
  /** A reply names whom it answers. */
  toName?: string;
  small?: boolean;
}

/** Only a plain colour value styles the title tag: the text comes from an admin, but is still data. */
function safeColor(color: string | null): string {
  return color && /^#[0-9a-fA-F]{3,8}$|^[a-zA-Z]{3,20}$/.test(color) ? color : '#64748b';
}

export function AuthorAvatar({
  avatar,
  name,
  small = false,
}: {
  avatar: string;
  name: string;
  small?: boolean;
}) {
  return (
    <span
      className={`${small ? 'h-7 w-7 text-xs' : 'h-9 w-9 text-sm'} flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 font-semibold text-blue-700`}
      aria-hidden="true"
    >
      {avatar ? (
        <img src={avatar} alt="" className="h-full w-full object-cover" />
      ) : (
        name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}

/** Name (a link to the user's home), SPA/ADM badge, title tag, whom a reply answers, and the time. */
export function AuthorLine({
  uid,
  name,
  role,
  titleName,
  titleColor,
  time,
  toName,
  small = false,
}: AuthorLineProps) {
  const { t } = useTranslation();
  const badge = badgeOf(role);
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
      {badge ? (
        <span
          title={t(`comment.badgeTitles.${badge}`)}
          className={`rounded px-1 py-px text-[10px] leading-4 font-bold text-white ${badge === 'root' ? 'bg-red-500' : 'bg-amber-500'}`}
          data-testid="comment-badge"
        >
          {t(`comment.badges.${badge}`)}
        </span>
      ) : null}
      {titleName ? (
        <span
          className="rounded px-1.5 py-px text-xs text-white"
          style={{ backgroundColor: safeColor(titleColor) }}
          data-testid="comment-title-tag"
        >
          {titleName}
        </span>
      ) : null}
      {toName ? (
        <span className="text-slate-500">
          {t('comment.replyTo')} <span className="text-blue-600">@{toName}</span>
        </span>
      ) : null}
      <time className="text-xs text-slate-400" dateTime={time}>
        {formatBeijingTime(time, 'minute')}
      </time>
    </div>
  );
}
