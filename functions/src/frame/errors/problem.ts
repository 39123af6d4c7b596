import type { CatalogueEntry } from './catalogue-entry';

/** Errors of reading problems. (`problemNotFound` is the frame's: other areas name problems too.) */
export const problemErrors = {
  problemNotPublic: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '该题号对应的题目并非公开题目，不支持访问！',
    'en-US': 'This problem is not public and cannot be viewed!',
  },
  problemContestOnly: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '您没有权限查看该题目！',
    'en-US': 'You have no permission to view the problem!',
  },
  problemOfGroup: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '该题目属于团队，请前往团队中查看！',
    'en-US': 'This problem belongs to a group; open it from the group!',
  },
  problemBlocked: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '题目 {problemId} 暂未对您开放，无法查看或提交！',
    'en-US': 'The problem {problemId} is not open to you: it cannot be viewed or submitted to!',
  },
  noProblemToPick: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '获取随机题目失败，题库暂无公开题目！',
    'en-US': 'No random problem: the problem set has no public problem yet!',
  },
} as const satisfies Record<string, CatalogueEntry>;
