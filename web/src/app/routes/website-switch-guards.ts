import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { WebsiteConfig } from '@oj/shared/domain/website-config';
import { websiteConfigQueryOptions } from '../../features/site/api/get-website-config';
import { i18n } from '../../lib/i18n/i18n';
import { showToast } from '../../lib/toast-store';
import { loadDiscussionCatalogues } from '../feature-catalogues';

/**
 * A route guard of spec part 3 §6: with the website switch `isOpen` reads off, the route sends the
 * visitor home with the switch's no-access message. A config that cannot be read lets the page open;
 * the server refuses the calls itself then. The messages live in the discussion catalogues.
 */
async function guardWebsiteSwitch(
  queryClient: QueryClient,
  isOpen: (config: WebsiteConfig) => boolean,
  closedMessageKey: string,
): Promise<void> {
  const config = await queryClient.ensureQueryData(websiteConfigQueryOptions()).catch(() => null);
  if (config === null || isOpen(config)) return;
  await loadDiscussionCatalogues();
  showToast('warning', i18n.t(closedMessageKey));
  throw redirect({ to: '/home', replace: true });
}

/** The discussion routes: the public discussion switch. */
export const guardPublicDiscussion = (queryClient: QueryClient): Promise<void> =>
  guardWebsiteSwitch(queryClient, (config) => config.openPublicDiscussion, 'discussion.notOpen');

/** The contest comment tab: the contest comment switch. */
export const guardContestComment = (queryClient: QueryClient): Promise<void> =>
  guardWebsiteSwitch(queryClient, (config) => config.openContestComment, 'comment.contest.notOpen');
