/** The sender's picture, or the first letter of the name when they have none. */
export function SenderAvatar({ avatar, username }: { avatar: string; username: string }) {
  return (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-blue-100 text-sm font-semibold text-blue-700">
      {avatar ? (
        <img src={avatar} alt="" className="h-full w-full object-cover" />
      ) : (
        username.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
