import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the group-training calls (the training rules' own are in `training` and `admin-training`). */
export const groupTrainingErrors = {
  /** A group call named a training of the site, not of a group (the original server: 403 "非团队内的训练"). */
  groupTrainingNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '训练 {tid} 不属于任何团队，无法在团队中操作',
    'en-US': 'Training {tid} belongs to no group: it cannot be managed here',
  },
} as const satisfies Record<string, CatalogueEntry>;
