import type { CallDefinition, HttpMethod } from '@oj/shared/api/define-call';
import { ApiError } from './api-error';
import { callApi } from './api-client';

/**
 * Calls a path whose contract is not in shared/ yet. Only method and path are used to send it; a 404
 * (the server has no such call yet) answers null quietly, other failures go through the usual report.
 */
export async function callApiOrAbsent<T>(method: HttpMethod, path: `/api/${string}`): Promise<T | null> {
  const target = { method, path } as CallDefinition;
  try {
    return (await callApi(target, {}, { quietHttpStatuses: [404] })) as T;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
    throw error;
  }
}
