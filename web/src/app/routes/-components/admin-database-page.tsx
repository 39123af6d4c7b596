import { StorageSettings } from '../../../features/admin-config/components/storage-settings';

/** /admin/database: where the site keeps its data, read-only. */
export function AdminDatabasePage() {
  return <StorageSettings />;
}
