import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/* The browser's Notification and window, as far as the module reads them. */
function fakeBrowser(permission: NotificationPermission, width: number) {
  const requestPermission = vi.fn(() => Promise.resolve<NotificationPermission>('granted'));
  vi.stubGlobal('Notification', { permission, requestPermission });
  vi.stubGlobal('window', { innerWidth: width });
  return requestPermission;
}

describe('desktop notifications', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllGlobals());

  it('ask for permission once, on a desktop, while the user has not answered', async () => {
    const requestPermission = fakeBrowser('default', 1280);
    const { askForDesktopNotifications } = await import('./desktop-notification');
    askForDesktopNotifications();
    askForDesktopNotifications();
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it('do not ask again after an answer, nor on a phone', async () => {
    const denied = fakeBrowser('denied', 1280);
    (await import('./desktop-notification')).askForDesktopNotifications();
    expect(denied).not.toHaveBeenCalled();
    vi.resetModules();
    const phone = fakeBrowser('default', 375);
    (await import('./desktop-notification')).askForDesktopNotifications();
    expect(phone).not.toHaveBeenCalled();
  });
});
