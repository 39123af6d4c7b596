/** Desktop widths get a system notification besides the toast (spec §8); phones only the toast. */
const desktopMinWidth = 992;
const notificationMs = 5000;

/**
 * Shows a notification titled `title` for five seconds, only where permission was already granted:
 * asking would interrupt the user on an error, and tests must never see a prompt.
 */
export function notifyOnDesktop(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (window.innerWidth < desktopMinWidth) return;
  const notification = new Notification(title, { body });
  setTimeout(() => notification.close(), notificationMs);
}
