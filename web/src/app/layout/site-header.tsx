import { useLocation } from '@tanstack/react-router';
import { useWebsiteConfig } from '../../features/site/api/get-website-config';
import { useSession } from '../../features/account/session/use-session';
import { useContestMenuState } from '../../features/contest/shell/contest-menu-store';
import { MainMenu } from './main-menu';
import { MobileMenu } from './mobile-menu';
import {
  contestMenuCid,
  contestMenuItems,
  mainMenuItems,
  mobileMenuItems,
  trainingMenuItems,
  trainingMenuTid,
} from './menu-items';
import { SiteLogo } from './site-logo';
import { UserMenu } from './user-menu';

export function SiteHeader() {
  const config = useWebsiteConfig();
  const loggedIn = useSession() !== null;
  // Inside a contest the navigation turns into the contest's menu (spec part 2, §2).
  const { pathname } = useLocation();
  const contestCid = contestMenuCid(pathname);
  const contestMenu = useContestMenuState();
  // Inside a training too: back home, the training's home and its problem list.
  const trainingTid = trainingMenuTid(pathname);
  const contestItems =
    contestCid !== null
      ? contestMenuItems(contestCid, contestMenu)
      : trainingTid !== null
        ? trainingMenuItems(trainingTid)
        : null;
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="relative mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
        <MobileMenu items={contestItems ?? mobileMenuItems(config, loggedIn)} />
        <SiteLogo shortName={config.shortName} />
        <MainMenu items={contestItems ?? mainMenuItems(config)} />
        <div className="ml-auto">
          <UserMenu />
        </div>
      </div>
    </header>
  );
}
