/** Desktop widths get a system notification besides the toast (spec §8); phones only the toast. */
const desktopMinWidth = 992;
const notificationMs = 5000;

/**
 * Shows a notification titled `title` for five seconds, only where permission was granted: asking in
 * the middle of an error would interrupt the user, so the app asks earlier (see below).
 */
export function notifyOnDesktop(title: string, body: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (window.innerWidth < desktopMinWidth) return;
  const notification = new Notification(title, { body });
  setTimeout(() => notification.close(), notificationMs);
}

let asked = false;

/**
 * Asks once per page load for permission to show the Error notifications of spec §8, on a desktop
 * and only while the user has not answered yet. Called when the user submits code: a click the user
 * chose, and the moment from which refusals (judge, submit) start to matter.
 */
export function askForDesktopNotifications(): void {
  if (asked || typeof Notification === 'undefined' || Notification.permission !== 'default') return;
  if (window.innerWidth < desktopMinWidth) return;
  asked = true;
  void Notification.requestPermission().catch(() => undefined);
}
