import { safeTitleColor } from './title-color';
import { useTranslation } from 'react-i18next';

/** The badge of a root (SPA) or admin (ADM) author, as the comment list draws it; none for others. */
export function AuthorBadge({ role }: { role: string }) {
  const { t } = useTranslation();
  const kind = role === 'root' ? 'root' : role === 'admin' ? 'admin' : null;
  if (kind === null) return null;
  return (
    <span
      title={t(`discussion.badgeTitles.${kind}`)}
      className={`rounded px-1 py-px text-[10px] leading-4 font-bold text-white ${kind === 'root' ? 'bg-red-500' : 'bg-amber-500'}`}
      data-testid="discussion-author-badge"
    >
      {t(`discussion.badges.${kind}`)}
    </span>
  );
}

/** The author's title tag (profile `titleName` in its `titleColor`). */
export function AuthorTitleTag({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  return (
    <span
      className="rounded px-1.5 py-px text-xs text-white"
      style={{ backgroundColor: safeTitleColor(color) }}
      data-testid="discussion-author-title"
    >
      {name}
    </span>
  );
}

/** A small round avatar: the picture, or the name's first letter. */
export function AuthorAvatar({
  avatar,
  name,
  size = 'h-8 w-8',
}: {
  avatar: string;
  name: string;
  size?: string;
}) {
  return (
    <span
      className={`${size} flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 text-sm font-semibold text-blue-700`}
    >
      {avatar ? (
        <img src={avatar} alt="" className="h-full w-full object-cover" />
      ) : (
        name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
