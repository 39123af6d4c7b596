import os from 'node:os';
import type { getServiceInfo as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { serviceInfoOf, type HostFigures } from './service-info-view';

/** The figures of this instance and the machine it runs on, read when asked. */
function readHostFigures(): HostFigures {
  return {
    // In the cloud, the Lambda function answering; on the local stack, the one process serving /api.
    serviceId: process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'local-api',
    host: os.hostname(),
    runtime: process.version,
    cores: os.cpus().length,
    loadAverage: os.loadavg()[0] ?? 0,
    totalMemoryBytes: os.totalmem(),
    freeMemoryBytes: os.freemem(),
    residentMemoryBytes: process.memoryUsage.rss(),
    uptimeSeconds: process.uptime(),
  };
}

/**
 * GET (or PUT) /api/admin/config/get-service-info: the API service and its machine, the contract's
 * general system info, for every administrator.
 */
export const getServiceInfo: Route<typeof call>['handle'] = async () => serviceInfoOf(readHostFigures());
