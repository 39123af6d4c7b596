import { useTranslation } from 'react-i18next';
import type { ApiAreaState, ServiceInfo } from '@oj/shared';
import { formatBeijingTime } from '../../../lib/beijing-time';

type ServiceRow = ServiceInfo['backupService'][number];

/** Green for serving, red for failing; idle and unseen are grey: a function without requests is not down. */
const stateStyles: Record<ApiAreaState, string> = {
  healthy: 'bg-emerald-50 text-emerald-700 ring-emerald-200',
  failing: 'bg-red-50 text-red-700 ring-red-200',
  idle: 'bg-slate-50 text-slate-600 ring-slate-200',
  notSeen: 'bg-white text-slate-500 ring-slate-200',
};

function AreaDetail({ row }: { row: ServiceRow }) {
  const { t } = useTranslation();
  const seen = row.lastSeen ? formatBeijingTime(row.lastSeen) : '-';
  const counts = { requests: row.recentRequests, errors: row.recentServerErrors, time: seen };
  switch (row.state) {
    case 'healthy':
      return t('admin-dashboard.areaDetail.healthy', { count: row.instances.length, ...counts });
    case 'failing':
      return t('admin-dashboard.areaDetail.failing', counts);
    case 'idle':
      return row.lastSeen
        ? t('admin-dashboard.areaDetail.idleSince', { time: formatBeijingTime(row.lastSeen, 'minute') })
        : t('admin-dashboard.areaDetail.idleLong');
    case 'notSeen':
      return t('admin-dashboard.areaDetail.notSeen');
  }
}

/** One API area function: its name, its state in words, and the instances serving it now. */
export function ServiceAreaRow({ row }: { row: ServiceRow }) {
  const { t } = useTranslation();
  return (
    <li
      className="min-w-0 rounded-lg border border-slate-200 px-3 py-2 text-sm"
      data-testid="service-area"
      data-area={row.serviceId}
      data-state={row.state}
    >
      <p className="flex items-center justify-between gap-2">
        <span className="truncate font-medium text-slate-800">
          {t(`admin-dashboard.areaNames.${row.serviceId}`)}{' '}
          <span className="font-normal text-slate-400">{row.serviceId}</span>
        </span>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${stateStyles[row.state]}`}
          data-testid="service-area-state"
        >
          {t(`admin-dashboard.areaState.${row.state}`)}
        </span>
      </p>
      <p className="mt-1 text-slate-500" data-testid="service-area-detail">
        <AreaDetail row={row} />
      </p>
      {row.instances.length > 0 && (
        <ul className="mt-1 space-y-0.5 text-xs text-slate-400">
          {row.instances.map((instance) => (
            <li key={instance.instanceId} className="break-words" data-testid="service-instance">
              {t('admin-dashboard.areaInstance', {
                id: instance.instanceId.slice(0, 12),
                host: instance.host,
                memory: instance.memoryMiB,
                limit: instance.memoryLimitMiB,
                requests: instance.requests,
                started: formatBeijingTime(instance.startedAt, 'minute'),
              })}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
