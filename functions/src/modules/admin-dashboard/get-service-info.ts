import { apiAreas, type getServiceInfo as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { readMachineFigures } from '../../host/machine-figures';
import { serviceInfoOf, type HostFigures } from './service-info-view';

/** The figures of this instance and the machine it runs on, read when asked. */
function readHostFigures(): HostFigures {
  const machine = readMachineFigures();
  const lambdaFunction = process.env.AWS_LAMBDA_FUNCTION_NAME;
  return {
    // In the cloud, the Lambda function answering (one area); on the local stack, the one process
    // that serves every area.
    serviceId: lambdaFunction ?? 'local-api',
    instanceId: `${lambdaFunction ?? machine.hostName}-${process.pid}`,
    host: machine.address,
    areas: lambdaFunction === undefined ? [...apiAreas] : ['admin'],
    runtime: process.version,
    cores: machine.cores,
    cpuLoad: machine.cpuLoad,
    memoryLoad: machine.memoryLoad,
    residentMemoryBytes: process.memoryUsage.rss(),
    uptimeSeconds: process.uptime(),
  };
}

/**
 * GET (or PUT) /api/admin/config/get-service-info: the API service and its machine, the contract's
 * general system info, for every administrator.
 */
export const getServiceInfo: Route<typeof call>['handle'] = async () => serviceInfoOf(readHostFigures());
