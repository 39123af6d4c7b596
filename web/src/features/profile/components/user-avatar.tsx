/** A round avatar: the picture, or the name's first letter when there is none. */
export function UserAvatar({
  avatar,
  username,
  size = 'h-24 w-24 text-3xl',
}: {
  avatar: string | null;
  username: string;
  size?: string;
}) {
  return (
    <span
      className={`${size} flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 font-semibold text-blue-700 ring-4 ring-white`}
    >
      {avatar ? (
        <img src={avatar} alt="" className="h-full w-full object-cover" data-testid="profile-avatar" />
      ) : (
        username.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
