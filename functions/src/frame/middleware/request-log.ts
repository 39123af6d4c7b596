import { currentMeter } from '../../data/capacity-meter';
import { frameOf, type FrameRequest } from './frame-request';

/**
 * One log line per request with its outcome, duration and DynamoDB units. When
 * `OJ_REPORT_CAPACITY` is set (local stack, benchmarks) the units also go back in a response header.
 */
export function requestLog() {
  const finish = (request: FrameRequest): void => {
    if (!request.context.frame || !request.response) return;
    const frame = frameOf(request);
    const units = currentMeter();
    const status = request.response.statusCode ?? 200;
    frame.context.log.info('request', {
      status,
      durationMs: Date.now() - frame.startedAt,
      readUnits: units?.read ?? 0,
      writeUnits: units?.write ?? 0,
      uid: frame.context.user?.uid,
    });
    if (units && process.env.OJ_REPORT_CAPACITY) {
      request.response.headers = {
        ...request.response.headers,
        'x-consumed-capacity': `read=${units.read};write=${units.write}`,
      };
    }
  };
  return { after: finish, onError: finish };
}
