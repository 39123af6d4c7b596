import type { CatalogueEntry } from './catalogue-entry';

/** Errors of polling long admin work. */
export const adminJobErrors = {
  jobNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '任务不存在或已过期：{jobId}',
    'en-US': 'No such job, or it has expired: {jobId}',
  },
  jobNotYours: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只能查看自己发起的任务！',
    'en-US': 'Only the admin who started a job may read it!',
  },
} as const satisfies Record<string, CatalogueEntry>;
