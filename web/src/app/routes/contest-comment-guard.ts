import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { websiteConfigQueryOptions } from '../../features/site/api/get-website-config';
import { i18n } from '../../lib/i18n/i18n';
import { showToast } from '../../lib/toast-store';
import { loadDiscussionCatalogues } from '../feature-catalogues';

/**
 * The contest comment tab's guard (spec part 3 §6): with the website's contest comment switch off it
 * sends the visitor home with the no-access message. A config that cannot be read lets the tab open;
 * the server refuses the calls itself then.
 */
export async function guardContestComment(queryClient: QueryClient): Promise<void> {
  const config = await queryClient.ensureQueryData(websiteConfigQueryOptions()).catch(() => null);
  if (config === null || config.openContestComment) return;
  await loadDiscussionCatalogues();
  showToast('warning', i18n.t('comment.contest.notOpen'));
  throw redirect({ to: '/home', replace: true });
}
