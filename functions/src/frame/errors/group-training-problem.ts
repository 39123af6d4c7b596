import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the group-training-problem calls and of linking a problem to any training. */
export const groupTrainingProblemErrors = {
  /** Another problem of the training has that label already: the training's pages find problems by it. */
  trainingDisplayIdTaken: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该训练中已有展示编号为 {displayId} 的题目',
    'en-US': 'The training already has a problem labelled {displayId}',
  },
  /** `add-training-problem-from-group`: no problem of the training's group has that display id. */
  groupTrainingProblemNotInGroup: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '该团队没有展示编号为 {problemId} 的题目',
    'en-US': 'The group has no problem with the display id {problemId}',
  },
} as const satisfies Record<string, CatalogueEntry>;
