import type { Route } from '../../frame/route';
import { adminConfigRoutes } from '../../modules/admin-config/routes';

/**
 * The settings function: the admin area's site settings (document 3, §2.18: website, email, the
 * home carousel), apart from the rest of the admin area because the mail client of the test email
 * and the carousel's picture uploads would push the admin function past its size budget.
 */
export const settingsAreaRoutes: readonly Route[] = [...adminConfigRoutes];
