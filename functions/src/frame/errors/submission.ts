import type { CatalogueEntry } from './catalogue-entry';

/** Errors of submitting, Online Tests and and submission views. */
export const submissionErrors = {
  submitNotAllowedForRole: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，您的账号已被禁止提交代码！',
    'en-US': 'Sorry, your account is not allowed to submit code!',
  },
  codeEmpty: { httpStatus: 200, status: 400, 'zh-CN': '代码不能为空！', 'en-US': 'Code can not be empty' },
  codeTooLong: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '代码长度不能超过 65535！',
    'en-US': 'Code Length can not exceed 65535',
  },
  submitTooFast: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '提交速度过快，疑似机器人，请重新验证',
    'en-US': 'operation too fast, possibly a bot, verify again',
  },
  publicJudgeClosed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '网站当前已关闭题目评测，暂时不能提交或在线自测！',
    'en-US': 'Judging of problems is switched off on this site for now: no submissions or Online Tests.',
  },
  contestJudgeClosed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '网站当前已关闭比赛题目评测，暂时不能在比赛中提交或在线自测！',
    'en-US':
      'Judging of contest problems is switched off on this site for now: no submissions or Online Tests in contests.',
  },
  groupJudgeClosed: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '网站当前已关闭团队内题目评测，暂时不能在团队中提交或在线自测！',
    'en-US':
      'Judging inside groups is switched off on this site for now: no submissions or Online Tests in groups.',
  },
  nonContestCodeHidden: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '超级管理员已隐藏比赛外提交的代码，当前不能查看或载入！',
    'en-US':
      'The super admin has hidden the code of submissions made outside contests: it cannot be shown or loaded now.',
  },
  tooManyJudgeJobs: {
    httpStatus: 200,
    status: 429,
    'zh-CN': '您已有 {count} 个评测任务在排队或运行中，请等待其完成后再提交！',
    'en-US':
      'You already have {count} judge jobs waiting or running; wait for one to finish before sending another!',
  },
  languageNotAllowed: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该题目不支持使用 {language} 提交！',
    'en-US': 'This problem does not accept {language}!',
  },
  languageUnavailable: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '评测机暂时无法运行 {language}，请换用其他语言提交！',
    'en-US': 'The judges cannot run {language} at the moment; please submit in another language!',
  },
  remoteJudgeNotSupported: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '本站暂不支持远程评测！',
    'en-US': 'Remote judging is not available on this site yet!',
  },
  quizAnswerSheetInvalid: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '答题卡格式不正确，需为 {"answers": [...]}，每题一个答案！',
    'en-US': 'The answer sheet is malformed: expected {"answers": [...]} with one answer per question!',
  },
  quizQuestionUnanswered: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '第 {number} 题未作答！',
    'en-US': 'Question {number} has no answer!',
  },
  quizHasNoOnlineTest: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '试卷题目不支持在线自测！',
    'en-US': 'A quiz paper has no Online Test!',
  },
  submissionNotFound: {
    httpStatus: 200,
    status: 404,
    'zh-CN': '提交记录不存在：{submitId}',
    'en-US': 'The submission does not exist: {submitId}',
  },
  quizNoPermission: { httpStatus: 200, status: 403, 'zh-CN': '没有权限', 'en-US': 'No Permission' },
  testRunNotYours: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '只能查看自己的在线自测结果！',
    'en-US': 'Only your own Online Test results can be read!',
  },
  lastAcCodeNotPassed: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '您还未通过该题目，无法获取最近一次通过的代码！',
    'en-US': 'You have not passed the problem so you cannot get the code passed recently.',
  },
  notSubmissionOwner: {
    httpStatus: 200,
    status: 403,
    'zh-CN': '对不起，这不是您的提交！',
    'en-US': 'Sorry, this is not your submission!',
  },
  resubmitOnlySubmitFailed: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '只有提交失败（状态 10）的记录可以重新提交！',
    'en-US': 'Only a submission whose submit failed (status 10) can be resubmitted!',
  },
  codeShareDisabled: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该题目不允许分享代码！',
    'en-US': 'This problem does not allow sharing code!',
  },
  contestCodeShareDisabled: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '比赛中的提交不能分享代码！',
    'en-US': 'Contest submissions cannot share their code!',
  },
  submissionChanged: {
    httpStatus: 200,
    status: 409,
    'zh-CN': '提交记录的状态刚刚改变，请刷新后重试！',
    'en-US': 'The submission changed just now; please refresh and try again!',
  },
} as const satisfies Record<string, CatalogueEntry>;
