import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState } from '../../../components/ui/card';
import { dbAndRedisConfigQueryOptions } from '../api/db-and-redis-config';

function Setting({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="break-all font-mono text-sm text-slate-800" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The database settings (`get-db-and-redis-config`), read-only: the one DynamoDB table, its region and
 * the endpoint the functions reach. Changing them is a redeployment, so there is nothing to save, and
 * the MySQL account and Redis fields of other judges have no place here (the page says why).
 */
export function StorageSettings() {
  const { t } = useTranslation();
  const storage = useQuery(dbAndRedisConfigQueryOptions()).data;
  return (
    <Card title={t('admin-config.database.title')} testId="storage-settings">
      {!storage ? (
        <EmptyState text={t('admin-config.database.loading')} />
      ) : (
        <>
          <dl className="divide-y divide-slate-100">
            <Setting label={t('admin-config.database.kind')} testId="storage-kind">
              {t('admin-config.database.dynamodb')}
            </Setting>
            <Setting label={t('admin-config.database.table')} testId="storage-table">
              {storage.dbName}
            </Setting>
            <Setting label={t('admin-config.database.region')} testId="storage-region">
              {storage.region}
            </Setting>
            <Setting label={t('admin-config.database.endpoint')} testId="storage-endpoint">
              {storage.endpoint}
              <span className="ml-2 font-sans text-xs text-slate-500">
                {storage.localEndpoint
                  ? t('admin-config.database.configuredEndpoint')
                  : t('admin-config.database.regionEndpoint')}
              </span>
            </Setting>
          </dl>
          <p className="mt-3 rounded-md bg-slate-50 p-3 text-sm text-slate-600" data-testid="storage-note">
            {t('admin-config.database.readOnly')}
          </p>
        </>
      )}
    </Card>
  );
}
