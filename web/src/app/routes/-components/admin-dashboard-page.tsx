import { AdminDashboard } from '../../../features/admin-dashboard/components/admin-dashboard';

/** /admin: the dashboard. */
export function AdminDashboardPage() {
  return <AdminDashboard />;
}
