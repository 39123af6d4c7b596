import type { CatalogueEntry } from './catalogue-entry';

/** Errors of the admin training calls: trainings, their problems and the categories. */
export const adminTrainingErrors = {
  trainingNotYours: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，你无权操作训练 {tid}：只有其创建者和超级管理员可以！',
    'en-US': 'Training {tid} is not yours: only its author and the super admin may change it!',
  },
  trainingCategoryNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '训练分类不存在：{id}',
    'en-US': 'The training category does not exist: {id}',
  },
  trainingCategoryInUse: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '分类「{name}」下还有 {count} 个训练，请先移走它们！',
    'en-US': 'The category "{name}" still holds {count} training(s): move them out first!',
  },
  trainingProblemExists: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '题目 {problemId} 已在该训练中！',
    'en-US': 'Problem {problemId} is in the training already!',
  },
  trainingProblemNotPublic: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '题目 {problemId} 不是公开题目，不能加入训练！',
    'en-US': 'Problem {problemId} is not public: only public problems join a training!',
  },
  trainingProblemMissing: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '题目 {pid} 不在训练 {tid} 中！',
    'en-US': 'Problem {pid} is not in training {tid}!',
  },
} as const satisfies Record<string, CatalogueEntry>;
