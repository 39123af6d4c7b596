import type { ApiArea } from '@oj/shared';
import { outsideMeter } from '../../data/capacity-meter';
import { reportApiInstance } from '../../data/api-instances/report-api-instance';
import { instanceIdentityOf } from '../../host/instance-identity';
import { areaInstance, instanceReportOf } from '../instance-reports';
import { frameOf, type FrameRequest } from './frame-request';

/** The end of a request waits this long at most for its instance's report, then answers anyway. */
const reportWaitMs = 200;

function waitAtMost(work: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    timer.unref();
    void work.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The service registry's reporter: each request is counted, and at an instance's first request and
 * then at most once a minute (`instanceReportIntervalMs`) its report is written to the registry
 * (data/api-instances/). The write starts with the request and runs beside it, outside the request's
 * capacity meter; the request's end waits for it briefly (a Lambda environment is frozen once it has
 * answered). A failed write is logged, never the request's error.
 */
export function reportInstance(area: ApiArea) {
  const instance = areaInstance(area);
  const finish = async (request: FrameRequest): Promise<void> => {
    instance.tally.answered(request.response?.statusCode ?? 500);
    const pending = request.context.frame?.instanceReport;
    if (pending) await waitAtMost(pending, reportWaitMs);
  };
  return {
    before: (request: FrameRequest): void => {
      instance.tally.received();
      instance.identity ??= instanceIdentityOf(area, request.context);
      const now = Date.now();
      const due = instance.tally.takeDueReport(now);
      if (!due) return;
      const { first, ...counts } = due;
      const frame = frameOf(request);
      const report = instanceReportOf(instance.identity, counts, now);
      frame.instanceReport = outsideMeter(() => reportApiInstance(report, first)).catch((error: unknown) =>
        frame.context.log.warn('instance report failed', {
          area,
          error: error instanceof Error ? { name: error.name, message: error.message } : String(error),
        }),
      );
    },
    after: finish,
    onError: finish,
  };
}
