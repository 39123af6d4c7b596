import { useTranslation } from 'react-i18next';
import './author-strings';
import { safeTitleColor } from './title-color';

/*
 * What a post shows of its author beside the name, on the discussion board and in the comments: the
 * avatar, the SPA/ADM badge of root and admin authors, and the title tag an admin gave them.
 */

/** The badge an author's role name earns: SPA for root, ADM for admin, none for others. */
export function roleBadgeOf(role: string): 'root' | 'admin' | null {
  return role === 'root' ? 'root' : role === 'admin' ? 'admin' : null;
}

/** A round avatar: the picture, or the name's first letter. `size` holds the box and text classes. */
export function AuthorAvatar({
  avatar,
  name,
  size = 'h-8 w-8 text-sm',
}: {
  avatar: string;
  name: string;
  size?: string;
}) {
  return (
    <span
      className={`${size} flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 font-semibold text-blue-700`}
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

/** The SPA/ADM badge of a root or admin author; nothing for others. */
export function RoleBadge({ role, testId }: { role: string; testId: string }) {
  const { t } = useTranslation();
  const kind = roleBadgeOf(role);
  if (kind === null) return null;
  return (
    <span
      title={t(`author.badgeTitles.${kind}`)}
      className={`rounded px-1 py-px text-[10px] leading-4 font-bold text-white ${kind === 'root' ? 'bg-red-500' : 'bg-amber-500'}`}
      data-testid={testId}
    >
      {t(`author.badges.${kind}`)}
    </span>
  );
}

/** The author's title tag (profile `titleName` in its `titleColor`); nothing without a title. */
export function TitleTag({
  name,
  color,
  testId,
}: {
  name: string | null;
  color: string | null;
  testId: string;
}) {
  if (!name) return null;
  return (
    <span
      className="rounded px-1.5 py-px text-xs text-white"
      style={{ backgroundColor: safeTitleColor(color) }}
      data-testid={testId}
    >
      {name}
    </span>
  );
}
