import { areaOfCall, getServiceInfo as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { readMachineFigures } from '../../host/machine-figures';
import { ownInstanceReport } from '../../frame/instance-reports';
import { listApiInstances } from '../../data/api-instances/list-api-instances';
import { serviceInfoOf } from './service-info-view';

/** The area this call is served by: its instance is alive, as it is answering. */
const answeringArea = areaOfCall(call);

/**
 * GET (or PUT) /api/admin/config/get-service-info: every API area function with its health, read
 * from the service registry the instances report to (one Query), and the answering machine's
 * figures, for every administrator.
 */
export const getServiceInfo: Route<typeof call>['handle'] = async () => {
  const now = Date.now();
  const registry = await listApiInstances(now);
  return serviceInfoOf({
    registry,
    answeringArea,
    ownInstance: ownInstanceReport(answeringArea, now),
    machine: readMachineFigures(),
    now,
  });
};
