import type { SchemaRule } from '@oj/shared';
import type { CatalogueEntry } from './catalogue-entry';

const refused = { httpStatus: 200, status: 400 } as const;

/**
 * What the input check answers for a request field it refuses, one sentence per kind of zod issue
 * and per schema rule (`shared/src/domain/schema-rules.ts`). `{label}` is the field's label in the
 * answer's language (`shared/src/api/field-labels`); the other placeholders are the issue's own
 * values. The answer's `msg` puts the field's name before the sentence for clients; see AppError.
 */
export const inputErrors = {
  fieldRequired: { ...refused, 'zh-CN': '请填写{label}', 'en-US': '{label} is required' },
  fieldNotNumber: { ...refused, 'zh-CN': '{label}应为数字', 'en-US': '{label} must be a number' },
  fieldNotWholeNumber: { ...refused, 'zh-CN': '{label}应为整数', 'en-US': '{label} must be a whole number' },
  fieldNotText: { ...refused, 'zh-CN': '{label}应为文本', 'en-US': '{label} must be text' },
  fieldNotTrueOrFalse: {
    ...refused,
    'zh-CN': '{label}应为 true 或 false',
    'en-US': '{label} must be true or false',
  },
  fieldNotList: { ...refused, 'zh-CN': '{label}应为列表', 'en-US': '{label} must be a list' },
  fieldNotObject: { ...refused, 'zh-CN': '{label}应为 JSON 对象', 'en-US': '{label} must be a JSON object' },
  fieldWrongType: { ...refused, 'zh-CN': '{label}的类型不正确', 'en-US': '{label} has the wrong type' },
  fieldTooBig: {
    ...refused,
    'zh-CN': '{label}不能大于 {maximum}',
    'en-US': '{label} must be at most {maximum}',
  },
  fieldTooBigExclusive: {
    ...refused,
    'zh-CN': '{label}必须小于 {maximum}',
    'en-US': '{label} must be below {maximum}',
  },
  fieldTooSmall: {
    ...refused,
    'zh-CN': '{label}不能小于 {minimum}',
    'en-US': '{label} must be at least {minimum}',
  },
  fieldTooSmallExclusive: {
    ...refused,
    'zh-CN': '{label}必须大于 {minimum}',
    'en-US': '{label} must be above {minimum}',
  },
  fieldTooLong: {
    ...refused,
    'zh-CN': '{label}不能超过 {maximum} 个字符',
    'en-US': '{label} can have at most {maximum} characters',
  },
  fieldTooShort: {
    ...refused,
    'zh-CN': '{label}至少需要 {minimum} 个字符',
    'en-US': '{label} needs at least {minimum} characters',
  },
  fieldLengthExact: {
    ...refused,
    'zh-CN': '{label}应为 {length} 个字符',
    'en-US': '{label} must have exactly {length} characters',
  },
  fieldTooManyItems: {
    ...refused,
    'zh-CN': '{label}最多 {maximum} 项',
    'en-US': '{label} can have at most {maximum} items',
  },
  fieldTooFewItems: {
    ...refused,
    'zh-CN': '{label}至少需要 {minimum} 项',
    'en-US': '{label} needs at least {minimum} items',
  },
  fieldEmptyList: {
    ...refused,
    'zh-CN': '{label}至少需要一项',
    'en-US': '{label} needs at least one item',
  },
  fieldItemsExact: {
    ...refused,
    'zh-CN': '{label}应恰好有 {length} 项',
    'en-US': '{label} must have exactly {length} items',
  },
  fieldFileTooLarge: {
    ...refused,
    'zh-CN': '{label}不能超过 {maximum} 字节',
    'en-US': '{label} can be at most {maximum} bytes',
  },
  fieldTooLate: {
    ...refused,
    'zh-CN': '{label}不能晚于 {maximum}',
    'en-US': '{label} must be {maximum} or before',
  },
  fieldTooEarly: {
    ...refused,
    'zh-CN': '{label}不能早于 {minimum}',
    'en-US': '{label} must be {minimum} or after',
  },
  fieldNotMultiple: {
    ...refused,
    'zh-CN': '{label}应为 {divisor} 的倍数',
    'en-US': '{label} must be a multiple of {divisor}',
  },
  fieldFormat: { ...refused, 'zh-CN': '{label}应为{format}', 'en-US': '{label} must be {format}' },
  fieldPattern: {
    ...refused,
    'zh-CN': '{label}的格式不正确',
    'en-US': '{label} is not in the expected format',
  },
  fieldNotOneOf: {
    ...refused,
    'zh-CN': '{label}只能是 {options} 之一',
    'en-US': '{label} must be one of {options}',
  },
  fieldNotValue: { ...refused, 'zh-CN': '{label}只能是 {options}', 'en-US': '{label} must be {options}' },
  fieldsUnknown: {
    ...refused,
    'zh-CN': '{label}含有不认识的字段：{keys}',
    'en-US': '{label} has unknown fields: {keys}',
  },
  fieldInvalid: { ...refused, 'zh-CN': '{label}不合法', 'en-US': '{label} is not valid' },
  scopeIdInvalid: {
    ...refused,
    'zh-CN': '{label}应为正整数；0、null 或留空表示不指定',
    'en-US': '{label} must be a positive whole number; 0, null or nothing names none',
  },
  oneScopeOnly: {
    ...refused,
    'zh-CN': '比赛和训练只能指定其中一个',
    'en-US': 'Name a contest or a training, not both',
  },
  trainingOrContestRequired: {
    ...refused,
    'zh-CN': '请指定训练或比赛',
    'en-US': 'Name a training or a contest',
  },
  trainingCoinReward: {
    ...refused,
    'zh-CN': '金币奖励应在 {min} 到 {max} 之间，且为 {step} 的倍数',
    'en-US': 'The coin reward must be {min} to {max} in steps of {step}',
  },
  groupNameLength: {
    ...refused,
    'zh-CN': '团队名称的长度应为 {min} 到 {max}',
    'en-US': 'The length of group name is {min} to {max}',
  },
  groupShortNameLength: {
    ...refused,
    'zh-CN': '团队简称的长度应为 {min} 到 {max}',
    'en-US': 'The length of group shortname is {min} to {max}',
  },
  groupShortNameCharacters: {
    ...refused,
    'zh-CN': '团队简称只能包含字母、数字、下划线和连字符（它是团队题目编号的前缀）',
    'en-US':
      "A group's short name may hold only letters, digits, _ and - (it prefixes the group's problem ids)",
  },
  groupBriefLength: {
    ...refused,
    'zh-CN': '团队简介的长度应为 {min} 到 {max}',
    'en-US': 'The length of group brief is {min} to {max}',
  },
  groupDescriptionLength: {
    ...refused,
    'zh-CN': '团队描述的长度应为 {min} 到 {max}',
    'en-US': 'The length of group description is {min} to {max}',
  },
  groupCodeLength: {
    ...refused,
    'zh-CN': '邀请码的长度应为 {length}',
    'en-US': 'The length of invitation code is {length}',
  },
  groupReasonLength: {
    ...refused,
    'zh-CN': '申请理由的长度应为 {min} 到 {max}',
    'en-US': 'The length of the reason is {min} to {max}',
  },
  privateTrainingNeedsPassword: {
    ...refused,
    'zh-CN': '非公开的训练必须设置密码',
    'en-US': 'A training that is not Public needs a password',
  },
  tagIdList: {
    ...refused,
    'zh-CN': '{label}应为标签编号的列表，例如 [1,2]',
    'en-US': '{label} must be a list of tag ids, e.g. [1,2]',
  },
  roleCode: {
    ...refused,
    'zh-CN': '{label}应为 1000 到 1008 之间的角色代码',
    'en-US': '{label} must be a role code from 1000 to 1008',
  },
  numberRangeOrder: {
    ...refused,
    'zh-CN': '结束编号不能小于起始编号',
    'en-US': 'The last number must not be below the first',
  },
  generatedUsersAtMost: {
    ...refused,
    'zh-CN': '一次最多生成 {maximum} 个账号',
    'en-US': 'At most {maximum} accounts can be generated at a time',
  },
  importRowsAtMost: {
    ...refused,
    'zh-CN': '一个文件最多导入 {maximum} 个用户',
    'en-US': 'A file may hold at most {maximum} users',
  },
  extraFilesObject: {
    ...refused,
    'zh-CN': '{label}应为“文件名: 内容”的 JSON 对象',
    'en-US': '{label} must be a JSON object of file names to contents',
  },
  extraFileNames: {
    ...refused,
    'zh-CN': '{label}的文件名只能包含字母、数字和 . _ -',
    'en-US': 'The file names of {label} may hold only letters, digits and . _ -',
  },
  quizAnswerPerQuestion: {
    ...refused,
    'zh-CN': '试卷的每道题都需要且只能有一个答案',
    'en-US': 'Every question of the paper needs exactly one answer',
  },
  httpAddress: {
    ...refused,
    'zh-CN': '{label}应留空，或为 http(s) 地址',
    'en-US': '{label} must be empty or an http(s) address',
  },
  remoteJudgeAccountsPaired: {
    ...refused,
    'zh-CN': '{label}与密码的个数应相同，每个用户名对应一个密码',
    'en-US': '{label} must be as many as the passwords: one password for each username',
  },
  mailHeaderCharacters: {
    ...refused,
    'zh-CN': '{label}不能包含换行、引号、反斜杠或尖括号',
    'en-US': '{label} may not hold line breaks, quotes, backslashes or angle brackets',
  },
  displayIdCharacters: {
    ...refused,
    'zh-CN': '{label}只能包含字母、数字、- 和 _',
    'en-US': '{label} may hold only letters, digits, - and _',
  },
} as const satisfies Record<string, CatalogueEntry>;

/** Every rule a schema may name has its sentence here (a rule without one fails the type check). */
export const schemaRuleSentences: Record<SchemaRule, CatalogueEntry> = inputErrors;
