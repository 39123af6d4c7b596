import { beforeAll, describe, expect, inject, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { defaultWebsiteConfig, roleCodes } from '@oj/shared';
import { callApi, mailTextsTo, sessionToken, useLocalStack } from './local-stack';

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

  it('checks the fields of §5 on the server', async () => {
    expect((await requestCode('not-an-email')).envelope.msg).toMatch(/^Invalid parameter email/);
    const newcomer = fresh();
    expect((await registerWith({ ...newcomer, code: '12345' })).envelope.msg).toMatch(
      /^Invalid parameter code/,
    );
    expect((await registerWith({ ...newcomer, password: '12345', code: '123456' })).envelope.msg).toMatch(
      /^Invalid parameter password/,
    );
    expect(
      (await registerWith({ ...newcomer, username: 'x'.repeat(21), code: '123456' })).envelope.msg,
    ).toMatch(/^Invalid parameter username/);
    expect((await registerWith({ ...newcomer, email: 'bad', code: '123456' })).envelope.msg).toMatch(
      /^Invalid parameter email/,
    );
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
    }
  });

  it('lists the sent mail on the local outbox page', async () => {
    const { email } = fresh();
    await requestCode(email);
    const page = await (await fetch(inject('localStack').outboxUrl)).text();
    expect(page).toContain(email);
  });
});
