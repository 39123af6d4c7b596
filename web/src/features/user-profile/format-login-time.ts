const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as `YYYY-MM-DD HH:mm` in the viewer's time zone; the raw text if unreadable. */
export function formatLoginTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
