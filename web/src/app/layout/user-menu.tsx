import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import { UserName } from '../../components/user-name';
import { Button } from '../../components/ui/button';
import { showDialog } from '../../lib/dialog-store';
import { isAdminSession, useSession } from '../../features/account/session/use-session';
import { useWebsiteConfig } from '../../features/site/api/get-website-config';
import { useUnreadTotal } from '../../features/message/unread/unread-total-store';
import { UnreadBadge } from '../../features/message/components/unread-badge';
import { loadMessageMenu, MessageMenuEntries, UnreadNotice, UnreadWatcher } from './unread-messages';

/** Login and register buttons for visitors; the user's menu after login (spec §2). */
export function UserMenu() {
  const { t } = useTranslation();
  const session = useSession();
  const registerOpen = useWebsiteConfig().register;
  const [open, setOpen] = useState(false);
  const unreadTotal = useUnreadTotal();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const close = (event: MouseEvent) => box.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, []);

  if (!session) {
    return (
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          className="!px-3 !py-1.5"
          onClick={() => showDialog('login')}
          data-testid="open-login"
        >
          {t('login.title')}
        </Button>
        {registerOpen ? (
          <Button
            className="!px-3 !py-1.5"
            onClick={() => showDialog('register')}
            data-testid="open-register"
          >
            {t('register.title')}
          </Button>
        ) : null}
      </div>
    );
  }
  const { user } = session;
  const item = 'block px-4 py-2 text-sm text-slate-700 hover:bg-slate-50';
  return (
    <div className="relative" ref={box}>
      <button
        className="relative flex items-center gap-2 rounded-full py-1 pr-2 pl-1 hover:bg-slate-100"
        onClick={() => setOpen(!open)}
        onPointerEnter={() => void loadMessageMenu()}
        data-testid="user-menu"
      >
        <span className="flex h-7 w-7 items-center justify-center overflow-hidden rounded-full bg-blue-100 text-sm font-semibold text-blue-700">
          {user.avatar ? (
            <img src={user.avatar} alt="" className="h-full w-full object-cover" />
          ) : (
            user.username.slice(0, 1).toUpperCase()
          )}
        </span>
        <span className="max-w-32 truncate text-sm">
          <UserName name={user.username} number={user.number} />
        </span>
        <span className="absolute -top-0.5 left-5">
          <UnreadBadge count={unreadTotal} testId="unread-total" />
        </span>
      </button>
      {/* Unread messages are polled for a logged-in user only (spec part 3, §6). */}
      <Suspense fallback={null}>
        <UnreadWatcher
          key={user.uid}
          uid={user.uid}
          notice={({ key, counts, total }) => (
            <Suspense key={key} fallback={null}>
              <UnreadNotice counts={counts} total={total} />
            </Suspense>
          )}
        />
      </Suspense>
      {open ? (
        <div
          className="absolute right-0 z-40 mt-2 w-44 overflow-hidden rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
          onClick={() => setOpen(false)}
        >
          <AppLink
            className={item}
            href={`/user-home?uid=${user.uid}&username=${encodeURIComponent(user.username)}`}
          >
            {t('userMenu.home')}
          </AppLink>
          <AppLink className={item} href="/status?onlyMine=true">
            {t('userMenu.submissions')}
          </AppLink>
          <AppLink className={item} href="/setting">
            {t('userMenu.setting')}
          </AppLink>
          <Suspense fallback={null}>
            <MessageMenuEntries uid={user.uid} itemClass={item} />
          </Suspense>
          {isAdminSession(session) ? (
            // Spec §2: the admin area opens in a new window.
            <a className={item} href="/admin/" target="_blank" rel="noopener" data-testid="admin-entry">
              {t('userMenu.admin')}
            </a>
          ) : null}
          <AppLink className={`${item} border-t border-slate-100`} href="/logout">
            {t('userMenu.logout')}
          </AppLink>
        </div>
      ) : null}
    </div>
  );
}
