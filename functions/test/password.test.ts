import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { callApi, mailTextsTo, storedAccount, useLocalStack } from './local-stack';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { textCaptchaKey } from '../src/data/captchas/text-captcha-store';

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

const english = { 'accept-language': 'en-US', 'content-type': 'application/json' };
const post = (path: string, body: Record<string, unknown>, token?: string) =>
  callApi(`${url}${path}`, { method: 'POST', body: JSON.stringify(body), headers: english, token });

const account = (password = 'first-pass') => storedAccount('p', password);

/** A captcha and its answer, as only the server knows it. */
async function solvedCaptcha(): Promise<{ captchaKey: string; captcha: string }> {
  const answer = await callApi<{ img: string; captchaKey: string }>(`${url}/api/captcha`);
  expect(answer.envelope.data.img).toMatch(/^data:image\/png;base64,/);
  const { captchaKey } = answer.envelope.data;
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: textCaptchaKey(captchaKey) }),
  );
  return { captchaKey, captcha: String(Item?.answer).toUpperCase() };
}

async function resetCodeMailedTo(email: string): Promise<{ username: string; code: string }> {
  for (const text of await mailTextsTo(email)) {
    const link = /\/reset-password\?username=([^&\s]+)&code=([\w-]+)/.exec(text);
    if (link) return { username: decodeURIComponent(link[1] ?? ''), code: link[2] ?? '' };
  }
  throw new Error(`no reset mail to ${email}`);
}

const loginToken = async (username: string, password: string) =>
  (await post('/api/login', { username, password })).headers.get('authorization') ?? '';

describe('password reset', () => {
  it('mails a reset link to the owner once the captcha is solved, and the link sets a new password', async () => {
    const owner = await account();
    const oldToken = await loginToken(owner.username, owner.password);
    expect(
      (await post('/api/apply-reset-password', { email: owner.email, ...(await solvedCaptcha()) })).envelope
        .status,
    ).toBe(200);
    const { username, code } = await resetCodeMailedTo(owner.email);
    expect(username).toBe(owner.username);

    expect(
      (await post('/api/reset-password', { username, password: 'second-pass', code: 'not-the-code' }))
        .envelope.msg,
    ).toMatch(/invalid or has expired/);
    expect(
      (await post('/api/reset-password', { username, password: 'second-pass', code })).envelope.status,
    ).toBe(200);
    expect((await callApi(`${url}/api/get-user-auth-info`, { token: oldToken })).httpStatus).toBe(401);
    expect((await post('/api/login', { username, password: 'second-pass' })).envelope.status).toBe(200);
    expect(
      (await post('/api/reset-password', { username, password: 'third-pass', code })).envelope.msg,
    ).toMatch(/invalid or has expired/);
  });

  it('refuses a wrong captcha, an unknown email, and a second mail within 90 seconds', async () => {
    const owner = await account();
    const { captchaKey } = await solvedCaptcha();
    expect(
      (await post('/api/apply-reset-password', { email: owner.email, captchaKey, captcha: 'zzzz' })).envelope
        .msg,
    ).toBe('The captcha is wrong');
    expect(
      (
        await post('/api/apply-reset-password', {
          email: 'nobody-here@example.com',
          ...(await solvedCaptcha()),
        })
      ).envelope.msg,
    ).toBe('The email does not exist');
    expect(
      (await post('/api/apply-reset-password', { email: owner.email, ...(await solvedCaptcha()) })).envelope
        .status,
    ).toBe(200);
    expect(
      (await post('/api/apply-reset-password', { email: owner.email, ...(await solvedCaptcha()) })).envelope
        .msg,
    ).toBe('A reset mail was sent already; try again in 90 seconds');
  });

  it('checks the fields on the server', async () => {
    expect(
      (
        await post('/api/apply-reset-password', {
          email: 'x@example.com',
          captcha: '123456789',
          captchaKey: 'k',
        })
      ).envelope.msg,
    ).toBe('The captcha has 1 to 8 characters');
    expect(
      (await post('/api/reset-password', { username: 'nobody-at-all', password: 'second-pass', code: 'c' }))
        .envelope.msg,
    ).toBe('The username does not exist');
  });
});

describe('change password', () => {
  it('needs the current password, then ends every session', async () => {
    const owner = await account();
    const token = await loginToken(owner.username, owner.password);
    expect(
      (await post('/api/change-password', { oldPassword: 'wrong-pass', newPassword: 'next-pass' }, token))
        .envelope.msg,
    ).toBe('The current password is wrong');
    expect(
      (await post('/api/change-password', { oldPassword: owner.password, newPassword: 'next-pass' }, token))
        .envelope.status,
    ).toBe(200);
    expect((await callApi(`${url}/api/get-user-auth-info`, { token })).httpStatus).toBe(401);
    expect(
      (await post('/api/login', { username: owner.username, password: 'next-pass' })).envelope.status,
    ).toBe(200);
  });

  it('needs a login', async () => {
    expect(
      (await post('/api/change-password', { oldPassword: 'aaaaaa', newPassword: 'bbbbbb' })).httpStatus,
    ).toBe(401);
  });
});
