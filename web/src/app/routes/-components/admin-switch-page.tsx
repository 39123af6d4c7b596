import { SwitchForm } from '../../../features/admin-switch/components/switch-form';

/** /admin/switch: the site switches. */
export function AdminSwitchPage() {
  return <SwitchForm />;
}
