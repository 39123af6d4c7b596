import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RoleRow } from '@oj/shared/api/admin-role';
import { Card, EmptyState } from '../../../components/ui/card';
import { roleListQueryOptions } from '../api/get-role-list';

function Chip({ text, name, testId }: { text: string; name: string; testId: string }) {
  return (
    <li
      className="rounded-full border border-slate-200 bg-slate-50 px-2.5 py-0.5 text-xs text-slate-700"
      title={name}
      data-testid={testId}
      data-name={name}
    >
      {text}
    </li>
  );
}

function RoleEntry({ row }: { row: RoleRow }) {
  const { t } = useTranslation();
  return (
    <li className="grid gap-2 py-4 md:grid-cols-[14rem_1fr] md:gap-6" data-testid={`role-${row.id}`}>
      <div>
        <p className="font-medium text-slate-800">
          <span className="mr-2 font-mono text-sm text-slate-500">{row.id}</span>
          {t(`roles.${row.id}`)}
        </p>
        <p className="font-mono text-xs text-slate-400">{row.role}</p>
        <p className="mt-1 text-xs text-slate-500">{t(`admin-role.about.${row.id}`)}</p>
      </div>
      <div className="space-y-2">
        <div>
          <p className="mb-1 text-xs text-slate-500">{t('admin-role.table.pages')}</p>
          {row.accessLevels.length === 0 ? (
            <p className="text-xs text-slate-400" data-testid="role-no-admin">
              {t('admin-role.table.noAdminPages')}
            </p>
          ) : (
            <ul className="flex flex-wrap gap-1.5">
              {row.accessLevels.map((level) => (
                <Chip key={level} text={t(`admin-role.access.${level}`)} name={level} testId="role-access" />
              ))}
            </ul>
          )}
        </div>
        <div>
          <p className="mb-1 text-xs text-slate-500">{t('admin-role.table.permissions')}</p>
          <ul className="flex flex-wrap gap-1.5">
            {row.permissions.map((permission) => (
              <Chip
                key={permission}
                text={t(`admin-role.permissions.${permission}`)}
                name={permission}
                testId="role-permission"
              />
            ))}
          </ul>
        </div>
      </div>
    </li>
  );
}

/**
 * Every role code with what it may do, as the server answers it (`get-role-list`, computed from the
 * checks the server makes): the admin pages its access levels open and the permissions it holds.
 */
export function RoleTable() {
  const { t } = useTranslation();
  const roles = useQuery(roleListQueryOptions()).data;
  return (
    <Card title={t('admin-role.table.title')} testId="role-table">
      <p className="mb-2 text-sm text-slate-600">{t('admin-role.table.help')}</p>
      {!roles ? (
        <EmptyState text={t('admin-role.table.loading')} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {roles.map((row) => (
            <RoleEntry key={row.id} row={row} />
          ))}
        </ul>
      )}
    </Card>
  );
}
