import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, EmptyState } from '../../../components/ui/card';
import { serviceInfoQueryOptions } from '../api/get-service-info';

/** The API service and the machine that answered: cores, CPU and memory load, the instance. */
export function ServiceCard() {
  const { t } = useTranslation();
  const info = useQuery(serviceInfoQueryOptions()).data;
  const instance = info?.backupService[0];
  return (
    <Card title={t('admin-dashboard.serviceTitle')} testId="service-card">
      {info ? (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-slate-500">{t('admin-dashboard.serviceStatus')}</dt>
            <dd className="font-medium text-emerald-700">{info.nacos.status}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('admin-dashboard.serviceCores')}</dt>
            <dd className="font-medium">{info.backupCores}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('admin-dashboard.serviceCpu')}</dt>
            <dd className="font-medium" data-testid="service-cpu">
              {info.backupPercentCpuLoad}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('admin-dashboard.serviceMemory')}</dt>
            <dd className="font-medium" data-testid="service-memory">
              {info.backupPercentMemoryLoad}
            </dd>
          </div>
          {instance && (
            <p className="col-span-full truncate text-slate-500">
              {t('admin-dashboard.serviceInstance', {
                id: instance.serviceId,
                runtime: instance.runtime,
                memory: instance.memoryMiB,
              })}
            </p>
          )}
        </dl>
      ) : (
        <EmptyState text={t('admin-dashboard.loading')} />
      )}
    </Card>
  );
}
