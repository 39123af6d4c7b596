import { beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { defaultWebsiteConfig, roleCodes } from '@oj/shared';
import { callApi, mailTextsTo, sessionToken, useLocalStack } from './local-stack';
import { untilPublicConfigShows } from './public-config';

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

const english = { 'accept-language': 'en-US', 'content-type': 'application/json' };

/** The code in the newest mail to `email`, read from the local outbox. */
async function mailedCode(email: string): Promise<string> {
  const [newest] = await mailTextsTo(email);
  if (!newest) throw new Error(`no mail to ${email}`);
  return /code for .+ is ([A-Z0-9]{6})\./.exec(newest)?.[1] ?? '';
}

const requestCode = (email: string) =>
  callApi(`${url}/api/get-register-code?email=${encodeURIComponent(email)}`, { headers: english });

const registerWith = (body: Record<string, unknown>) =>
  callApi(`${url}/api/register`, { method: 'POST', body: JSON.stringify(body), headers: english });

function fresh() {
  const id = randomUUID().slice(0, 8);
  return { username: `n${id}`, email: `n${id}@example.com`, password: 'secret-123' };
}

describe('registration', () => {
  it('registers a newcomer with the code from the mail, who can then log in', async () => {
    const newcomer = fresh();
    expect((await requestCode(newcomer.email)).envelope).toMatchObject({
      status: 200,
      data: { email: newcomer.email },
    });
    const code = await mailedCode(newcomer.email);
    expect(code).toHaveLength(6);
    expect((await registerWith({ ...newcomer, code })).envelope.status).toBe(200);
    const login = await callApi(`${url}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: newcomer.username, password: newcomer.password }),
    });
    expect(login.envelope).toMatchObject({
      status: 200,
      data: { username: newcomer.username, roleList: ['user'] },
    });
    const taken = await callApi<{ username: boolean; email: boolean }>(`${url}/api/check-username-or-email`, {
      method: 'POST',
      body: JSON.stringify({ username: newcomer.username.toUpperCase(), email: 'nobody@example.com' }),
    });
    expect(taken.envelope.data).toEqual({ username: true, email: false });
  });

  it('sends at most one code a minute to an address', async () => {
    const { email } = fresh();
    expect((await requestCode(email)).envelope.status).toBe(200);
    expect((await requestCode(email)).envelope).toMatchObject({
      status: 400,
      msg: 'A code was sent already; try again in 60 seconds',
    });
  });

  it('refuses a wrong code and keeps the right one usable', async () => {
    const newcomer = fresh();
    await requestCode(newcomer.email);
    const code = await mailedCode(newcomer.email);
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect((await registerWith({ ...newcomer, code: wrong })).envelope.msg).toBe(
      'The verification code is wrong or has expired',
    );
    expect((await registerWith({ ...newcomer, code })).envelope.status).toBe(200);
    // Used up: the same code does not register anyone else with that address's code.
    const other = fresh();
    expect((await registerWith({ ...other, code })).envelope.msg).toBe(
      'The verification code is wrong or has expired',
    );
    expect((await registerWith({ ...newcomer, code })).envelope.msg).toBe('The username already exists');
  });

  it('refuses a taken username and a registered email', async () => {
    const first = fresh();
    await requestCode(first.email);
    await registerWith({ ...first, code: await mailedCode(first.email) });
    expect((await requestCode(first.email)).envelope.msg).toBe('The email is already registered');
    const second = { ...fresh(), username: first.username };
    await requestCode(second.email);
    expect((await registerWith({ ...second, code: await mailedCode(second.email) })).envelope.msg).toBe(
      'The username already exists',
    );
  });

  it('answers the field rules of §5 with their own messages, in both languages', async () => {
    expect((await requestCode('not-an-email')).envelope.msg).toBe('The email format is incorrect');
    const newcomer = fresh();
    expect((await registerWith({ ...newcomer, code: '12345' })).envelope.msg).toBe(
      'The verification code has 6 characters',
    );
    expect((await registerWith({ ...newcomer, password: '12345', code: '123456' })).envelope.msg).toBe(
      'The password must have 6 to 20 characters',
    );
    expect((await registerWith({ ...newcomer, username: 'x'.repeat(21), code: '123456' })).envelope.msg).toBe(
      'The username can have at most 20 characters',
    );
    expect((await registerWith({ ...newcomer, username: '', code: '123456' })).envelope.msg).toBe(
      'The username is required',
    );
    expect((await registerWith({ ...newcomer, email: 'bad', code: '123456' })).envelope.msg).toBe(
      'The email format is incorrect',
    );
    const chinese = await callApi(`${url}/api/register`, {
      method: 'POST',
      headers: { 'accept-language': 'zh-CN' },
      body: JSON.stringify({ ...newcomer, code: '' }),
    });
    expect(chinese.envelope).toMatchObject({ status: 400, msg: '请输入验证码' });
  });

  it('refuses zero-width, control, right-to-left override and markup characters in a new username', async () => {
    for (const username of ['ro\u200bot', 'ab\u0007c', 'x\u202Etxt.exe', '<b>hi</b>', 'a b', 'rооt']) {
      expect((await registerWith({ ...fresh(), username, code: '123456' })).envelope).toMatchObject({
        status: 400,
        msg: 'The username may hold only letters A-Z, digits, Chinese characters and _ - . inside the name',
      });
    }
  });

  it('refuses a full-width or differently cased twin of an existing name, and keeps the normalised form', async () => {
    const twinOfRoot = fresh();
    await requestCode(twinOfRoot.email);
    const rootCode = await mailedCode(twinOfRoot.email);
    expect((await registerWith({ ...twinOfRoot, username: 'ｒｏｏｔ', code: rootCode })).envelope.msg).toBe(
      'The username already exists',
    );
    expect((await registerWith({ ...twinOfRoot, username: 'ROOT', code: rootCode })).envelope.msg).toBe(
      'The username already exists',
    );

    const newcomer = fresh();
    const fullWidth = [...newcomer.username]
      .map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0))
      .join('');
    await requestCode(newcomer.email);
    const code = await mailedCode(newcomer.email);
    expect((await registerWith({ ...newcomer, username: fullWidth, code })).envelope.status).toBe(200);
    const login = await callApi<{ username: string }>(`${url}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username: newcomer.username, password: newcomer.password }),
    });
    expect(login.envelope.data.username).toBe(newcomer.username);
    const taken = await callApi<{ username: boolean }>(`${url}/api/check-username-or-email`, {
      method: 'POST',
      body: JSON.stringify({ username: fullWidth.toUpperCase() }),
    });
    expect(taken.envelope.data.username).toBe(true);
  });

  it('refuses to register while the website config closes registration', async () => {
    const { token } = await sessionToken(roleCodes.superAdmin);
    const save = (register: boolean) =>
      callApi(`${url}/api/admin/config/set-web-config`, {
        method: 'PUT',
        token,
        body: JSON.stringify({ ...defaultWebsiteConfig, register }),
      });
    await save(false);
    try {
      expect((await requestCode(fresh().email)).envelope).toMatchObject({
        status: 403,
        msg: 'Registration is closed on this site',
      });
    } finally {
      await save(true);
      await untilPublicConfigShows(url, { register: true });
    }
  });

  it('lists the sent mail on the local outbox page', async () => {
    const { email } = fresh();
    await requestCode(email);
    const page = await (await fetch(inject('localStack').outboxUrl)).text();
    expect(page).toContain(email);
  });
});
