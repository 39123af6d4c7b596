import type { CatalogueEntry } from './catalogue-entry';

/** Errors of naming and entering trainings. */
export const trainingErrors = {
  trainingNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '训练不存在：{tid}',
    'en-US': 'The training does not exist: {tid}',
  },
  trainingPasswordRequired: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '该训练为私有训练，请先输入训练密码！',
    'en-US': 'This training is private: enter its password first!',
  },
} as const satisfies Record<string, CatalogueEntry>;
