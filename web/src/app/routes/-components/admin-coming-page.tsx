import { useLocation } from '@tanstack/react-router';
import { AdminComingNotice } from '../../../features/admin-account/components/admin-coming-notice';

/** The page at the address of a coming admin page (`admin.coming-routes.ts`). */
export function AdminComingPage() {
  const { pathname } = useLocation();
  return <AdminComingNotice pathname={pathname} />;
}
