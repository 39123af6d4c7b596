/**
 * The messages of the account and profile field rules (spec §5), in both languages. A schema names its
 * rule with `fieldRule(name)`; the server's input check answers that rule's message in the caller's
 * language instead of a generic validation text, and the web app's forms show the same words.
 */
export const accountFieldMessages = {
  usernameRequired: { 'zh-CN': '请输入用户名', 'en-US': 'The username is required' },
  usernameTooLong: {
    'zh-CN': '用户名不能超过 20 个字符',
    'en-US': 'The username can have at most 20 characters',
  },
  usernameCharacters: {
    'zh-CN': '用户名只能包含英文字母、数字、汉字以及名字中间的 _ - .',
    'en-US': 'The username may hold only letters A-Z, digits, Chinese characters and _ - . inside the name',
  },
  passwordRequired: { 'zh-CN': '请输入密码', 'en-US': 'The password is required' },
  passwordLength: {
    'zh-CN': '密码长度应为 6 到 20 个字符',
    'en-US': 'The password must have 6 to 20 characters',
  },
  loginPasswordLength: {
    'zh-CN': '密码长度应为 6 到 25 个字符',
    'en-US': 'The password must have 6 to 25 characters',
  },
  emailRequired: { 'zh-CN': '请输入邮箱', 'en-US': 'The email is required' },
  emailFormat: { 'zh-CN': '邮箱格式不正确', 'en-US': 'The email format is incorrect' },
  codeRequired: { 'zh-CN': '请输入验证码', 'en-US': 'The verification code is required' },
  codeLength: { 'zh-CN': '验证码应为 6 个字符', 'en-US': 'The verification code has 6 characters' },
  captchaRequired: { 'zh-CN': '请输入图片验证码', 'en-US': 'The captcha is required' },
  captchaLength: { 'zh-CN': '验证码长度应为 1 到 8 个字符', 'en-US': 'The captcha has 1 to 8 characters' },
  realnameTooLong: {
    'zh-CN': '真实姓名不能超过 50 个字符',
    'en-US': 'The real name can have at most 50 characters',
  },
  nicknameTooLong: {
    'zh-CN': '昵称不能超过 30 个字符',
    'en-US': 'The nickname can have at most 30 characters',
  },
  cfUsernameTooLong: {
    'zh-CN': 'Codeforces 用户名不能超过 50 个字符',
    'en-US': 'The Codeforces username can have at most 50 characters',
  },
  numberTooLong: { 'zh-CN': '学号不能超过 20 个字符', 'en-US': 'The number can have at most 20 characters' },
  schoolTooLong: {
    'zh-CN': '学校不能超过 100 个字符',
    'en-US': 'The school can have at most 100 characters',
  },
  blogTooLong: {
    'zh-CN': '博客地址不能超过 255 个字符',
    'en-US': 'The blog can have at most 255 characters',
  },
  githubTooLong: {
    'zh-CN': 'GitHub 地址不能超过 255 个字符',
    'en-US': 'The GitHub can have at most 255 characters',
  },
  signatureTooLong: {
    'zh-CN': '个人简介不能超过 10000 个字符',
    'en-US': 'The signature can have at most 10000 characters',
  },
  genderChoice: {
    'zh-CN': '性别只能是 male、female 或 secrecy',
    'en-US': 'The gender is one of male, female and secrecy',
  },
} as const satisfies Record<string, { 'zh-CN': string; 'en-US': string }>;

export type AccountFieldRule = keyof typeof accountFieldMessages;

/** What a rule's zod issue carries as its message: a marker the input check recognises, then the rule. */
const ruleMarker = 'field-rule:';

/** The zod error option that names a field rule, e.g. `z.string().min(1, fieldRule('usernameRequired'))`. */
export function fieldRule(rule: AccountFieldRule): { error: string } {
  return { error: `${ruleMarker}${rule}` };
}

/** The message, in `lang`, of the rule a zod issue names; undefined for an issue that names none. */
export function fieldRuleMessage(issueMessage: string, lang: 'zh-CN' | 'en-US'): string | undefined {
  if (!issueMessage.startsWith(ruleMarker)) return undefined;
  const rule = issueMessage.slice(ruleMarker.length);
  return rule in accountFieldMessages ? accountFieldMessages[rule as AccountFieldRule][lang] : undefined;
}
