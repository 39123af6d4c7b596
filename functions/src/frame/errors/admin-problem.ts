import type { CatalogueEntry } from './catalogue-entry';

/** Errors of creating and changing problems, their test data and checkers. */
export const adminProblemErrors = {
  problemIdInvalid: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '题目展示ID只能包含字母、数字、- 和 _：{problemId}',
    'en-US': 'The problem id may hold only letters, digits, - and _: {problemId}',
  },
  problemIdTaken: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该题目展示ID已存在（不区分大小写）：{problemId}',
    'en-US': 'The problem id already exists (letter case aside): {problemId}',
  },
  fileIoNamesRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '文件 IO 需要同时填写输入文件名和输出文件名（字母、数字、. _ -）',
    'en-US': 'File IO needs both an input and an output file name (letters, digits, . _ -)',
  },
  judgeCaseModeNotForType: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '{type} 题目不能使用评测模式 {mode}',
    'en-US': 'The judge case mode {mode} does not apply to {type} problems',
  },
  problemLanguageRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '请至少选择一种语言',
    'en-US': 'Choose at least one language',
  },
  problemLanguageUnknown: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '未知的语言：{language}',
    'en-US': 'Unknown language: {language}',
  },
  codeTemplateEmpty: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '该语言的代码模板不能为空：{language}',
    'en-US': 'Code template of the language cannot be empty: {language}',
  },
  scoreNotInteger: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '分数必须是整数（测试点 {seq}）',
    'en-US': 'Score must be an integer (test case {seq})',
  },
  scoreNegative: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '分数必须大于或等于 0（测试点 {seq}）',
    'en-US': 'Score must be greater than or equal to 0 (test case {seq})',
  },
  groupNumRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '子任务模式下测试点 {seq} 的分组编号必须是正整数',
    'en-US': 'In subtask modes the group number of test case {seq} is required (a positive integer)',
  },
  samplesRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '手动输入模式至少需要一个测试样例',
    'en-US': 'Manual mode needs at least one sample',
  },
  sampleEmpty: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '测试样例 {seq} 的输入和输出不能都为空',
    'en-US': 'Sample {seq} needs an input or an output',
  },
  samplesTooLarge: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '手动输入的测试数据总计不能超过 {limit} 个字符，更大的数据请上传压缩包',
    'en-US': 'Typed-in test data may hold {limit} characters in all; upload a zip for more',
  },
  testCasesRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '请先上传测试数据',
    'en-US': 'Upload the test cases first',
  },
  uploadNotFound: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '上传的测试数据不存在或已过期，请重新上传',
    'en-US': 'The uploaded test cases were not found or have expired; upload them again',
  },
  uploadedFileMissing: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '测试点 {seq} 的文件不在上传的测试数据中：{name}',
    'en-US': 'Test case {seq} names a file that is not in the test data: {name}',
  },
  problemTooLarge: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '题目内容（含附加文件）过大，总计不能超过 {limit} 字节',
    'en-US': 'The problem with its extra files is too large: at most {limit} bytes in all',
  },
  quizRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': 'CS 开头的题目需要试卷（problem.quiz）',
    'en-US': 'A problem whose id starts with CS needs its quiz paper (problem.quiz)',
  },
  checkerCodeRequired: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '特殊判题或交互模式需要填写程序代码',
    'en-US': 'The special judge or interactive mode needs its program code',
  },
  checkerLanguageNotAllowed: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '特殊判题和交互程序只能使用以下语言：{languages}',
    'en-US': 'Special judges and interactors may be written in {languages} only',
  },
  checkerTooLarge: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '程序和附加文件总计不能超过 {limit} 字节',
    'en-US': 'The program and its extra files may hold {limit} bytes in all',
  },
  checkerNotCompiled: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '特殊判题或交互程序尚未编译成功，请先编译',
    'en-US': 'The special judge or interactive program has not been compiled successfully; compile it first',
  },
  checkerCompileFailed: {
    httpStatus: 200,
    status: 400,
    'zh-CN': '{message}',
    'en-US': '{message}',
  },
  checkerCompileTimedOut: {
    httpStatus: 200,
    status: 503,
    'zh-CN': '{seconds} 秒内没有评测机响应，请稍后再试',
    'en-US': 'No judge answered within {seconds} seconds; please try again later',
  },
} as const satisfies Record<string, CatalogueEntry>;
