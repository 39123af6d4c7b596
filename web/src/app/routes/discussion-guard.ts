import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { websiteConfigQueryOptions } from '../../features/site/api/get-website-config';
import { i18n } from '../../lib/i18n/i18n';
import { showToast } from '../../lib/toast-store';

/**
 * The discussion routes' guard (spec part 3 §6): with the website's public discussion switch off they
 * send the visitor home with the no-access message. A config that cannot be read lets the page open;
 * the server refuses the calls itself then.
 */
export async function guardPublicDiscussion(queryClient: QueryClient): Promise<void> {
  const config = await queryClient.ensureQueryData(websiteConfigQueryOptions()).catch(() => null);
  if (config === null || config.openPublicDiscussion) return;
  showToast('warning', i18n.t('discussion.notOpen'));
  throw redirect({ to: '/home', replace: true });
}
