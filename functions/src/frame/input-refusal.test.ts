import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldRule, schemaRule, schemaRuleIssue } from '@oj/shared';
import { refusalOfIssue } from './input-refusal';

const switches = { method: 'PUT', path: '/api/admin/switch/update' } as const;
const webConfig = { method: 'PUT', path: '/api/admin/config/set-web-config' } as const;

/** The refusal of `value` by `schema`, as the input check answers it for `call`'s body. */
function refusal(
  schema: z.ZodType,
  value: unknown,
  call: { method: 'PUT' | 'GET'; path: `/api/${string}` } = switches,
) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('the value was accepted');
  const issue = result.error.issues[0];
  if (!issue) throw new Error('no issue');
  const error = refusalOfIssue(issue, value, 'body', call);
  return {
    name: error.errorName,
    zh: error.sentenceIn('zh-CN'),
    en: error.sentenceIn('en-US'),
    msg: error.messageIn('en-US'),
    data: error.dataIn('zh-CN'),
  };
}

const interval = z.object({ defaultSubmitInterval: z.number().int().min(0).max(600) });

describe('a refused request field', () => {
  it('reads as its label and the rule, in both languages', () => {
    expect(refusal(interval, { defaultSubmitInterval: 601 })).toMatchObject({
      name: 'fieldTooBig',
      zh: '提交间隔（秒）不能大于 600',
      en: 'Submit interval (seconds) must be at most 600',
    });
  });

  it('keeps the field name for clients in msg, and gives the field and the sentence in data', () => {
    const answer = refusal(interval, { defaultSubmitInterval: -1 });
    expect(answer.msg).toBe(
      'Invalid parameter defaultSubmitInterval: Submit interval (seconds) must be at least 0',
    );
    expect(answer.data).toEqual({ field: 'defaultSubmitInterval', message: '提交间隔（秒）不能小于 0' });
  });

  it('is required when it is absent or null, whatever check missed it', () => {
    expect(refusal(interval, {}).zh).toBe('请填写提交间隔（秒）');
    expect(refusal(interval, { defaultSubmitInterval: null }).en).toBe(
      'Submit interval (seconds) is required',
    );
    expect(refusal(z.object({ title: z.string().trim().min(1) }), { title: '  ' }).en).toBe(
      'Title is required',
    );
  });

  it('names the expected type', () => {
    expect(refusal(interval, { defaultSubmitInterval: '5' }).en).toBe(
      'Submit interval (seconds) must be a number',
    );
    expect(refusal(interval, { defaultSubmitInterval: 2.5 }).zh).toBe('提交间隔（秒）应为整数');
    expect(refusal(z.object({ register: z.boolean() }), { register: 'yes' }).en).toBe(
      'Register must be true or false',
    );
    expect(refusal(z.object({ ids: z.array(z.number()) }), { ids: 3 }).en).toBe('Ids must be a list');
  });

  it('says the bounds of numbers, text and lists, exclusive ones as such', () => {
    expect(refusal(z.object({ cid: z.number().positive() }), { cid: 0 }).en).toBe(
      'Contest id must be above 0',
    );
    expect(refusal(z.object({ title: z.string().max(5) }), { title: 'abcdef' }).zh).toBe(
      '标题不能超过 5 个字符',
    );
    expect(refusal(z.object({ title: z.string().min(3) }), { title: 'ab' }).en).toBe(
      'Title needs at least 3 characters',
    );
    expect(refusal(z.object({ code: z.string().length(6) }), { code: 'abc' }).en).toBe(
      'Code must have exactly 6 characters',
    );
    expect(refusal(z.object({ ids: z.array(z.number()).max(2) }), { ids: [1, 2, 3] }).zh).toBe(
      '编号列表最多 2 项',
    );
    expect(refusal(z.object({ ids: z.array(z.number()).min(1) }), { ids: [] }).en).toBe(
      'Ids needs at least one item',
    );
  });

  it('lists the allowed values and the unknown fields', () => {
    const type = z.object({ type: z.enum(['Sys', 'Mine']) });
    expect(refusal(type, { type: 'All' }, { method: 'PUT', path: '/api/admin/switch/update' }).zh).toBe(
      '类型只能是 Sys、Mine 之一',
    );
    expect(refusal(z.object({ status: z.literal(1) }), { status: 2 }).en).toBe('Status must be 1');
    expect(refusal(z.strictObject({ name: z.string() }), { name: 'a', extra: 1, more: 2 }).en).toBe(
      'Request body has unknown fields: extra, more',
    );
  });

  it('names formats in words, and a pattern as not in the expected format', () => {
    expect(refusal(z.object({ email: z.email() }), { email: 'nope' }).zh).toBe('邮箱应为有效的邮箱地址');
    expect(refusal(z.object({ keyword: z.string().regex(/^\d+$/) }), { keyword: 'x' }).en).toBe(
      'Search keyword is not in the expected format',
    );
    expect(refusal(z.object({ score: z.number().multipleOf(5) }), { score: 7 }).en).toBe(
      'Score must be a multiple of 5',
    );
  });

  it('says which item of a list is wrong', () => {
    const prefixes = z.object({ blockedProblemPrefixes: z.array(z.string().max(3)) });
    expect(refusal(prefixes, { blockedProblemPrefixes: ['ZA', 'TOOLONG'] }, webConfig)).toMatchObject({
      zh: '屏蔽的题号前缀（第 2 项）不能超过 3 个字符',
      data: { field: 'blockedProblemPrefixes.1' },
    });
  });

  it("answers a schema rule's sentence with the label and the rule's values", () => {
    const baseUrl = z.object({ baseUrl: z.string().regex(/^https?:\/\//, schemaRule('httpAddress')) });
    expect(refusal(baseUrl, { baseUrl: 'ftp://x' }, webConfig).en).toBe(
      'Site address must be empty or an http(s) address',
    );
    const many = z.object({ ids: z.array(z.number()) }).superRefine((body, context) => {
      if (body.ids.length > 2)
        context.addIssue({ ...schemaRuleIssue('fieldTooManyItems', { maximum: 2 }), path: ['ids'] });
    });
    expect(refusal(many, { ids: [1, 2, 3] }).zh).toBe('编号列表最多 2 项');
  });

  it('answers an account field rule in its own words, as spec §5 has them', () => {
    const username = z.object({ username: z.string().max(3, fieldRule('usernameTooLong')) });
    const answer = refusal(username, { username: 'abcdef' });
    expect(answer).toMatchObject({
      name: 'fieldRuleBroken',
      en: 'The username can have at most 20 characters',
    });
    expect(answer.msg).toBe('The username can have at most 20 characters');
  });

  it('never shows a message written in a schema, which has one language only', () => {
    const schema = z.object({ cid: z.number({ message: 'cid must be a category id' }) });
    expect(refusal(schema, { cid: 'x' }).zh).toBe('比赛编号应为数字');
  });

  it('calls a body that is no object the request body', () => {
    expect(refusal(interval, 'text')).toMatchObject({ zh: '请求体应为 JSON 对象', data: { field: 'body' } });
  });
});
