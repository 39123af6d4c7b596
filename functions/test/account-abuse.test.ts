import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SessionUser } from '@oj/shared';
import { callApi, mailTextsTo, storedAccount, useLocalStack } from './local-stack';
import { callFrom, freshClientAddress } from './account-from-address';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { slideCaptchaKey } from '../src/data/captchas/slide-captcha-store';
import { textCaptchaKey } from '../src/data/captchas/text-captcha-store';
import { loginBackoffKey, writeBackoff } from '../src/data/users/login-backoff';
import { clientBackoff } from '../src/auth/login-backoff-rules';
import { registerCodes } from '../src/data/email-codes/email-code-store';
import { mailAllowanceGuards, mailAllowanceKey } from '../src/data/email-codes/mail-allowance';
import { defaultMailLimits } from '../src/modules/account/mail-limits';

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

const newAccount = (password = 'right-pass') => storedAccount('a', password);

/** A register code's timing for tests that store codes directly. */
const codeTiming = { resendSeconds: 60, lifetimeSeconds: 600 };

const loginFrom = (address: string, body: Record<string, unknown>) =>
  callFrom<SessionUser>(address, `${url}/api/login`, { body });

/** A puzzle's answer, as an attacker reading the old SVG markup had it; here only the server knows it. */
async function solvedPuzzle(address: string): Promise<{ captchaKey: string; slideOffset: number }> {
  const { data } = await callFrom<{ captchaKey: string }>(address, `${url}/api/get-slide-captcha`);
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: slideCaptchaKey(data.captchaKey) }),
  );
  return { captchaKey: data.captchaKey, slideOffset: Number(Item?.gapX) };
}

function pngBytes(dataUrl: string): Buffer {
  expect(dataUrl).toMatch(/^data:image\/png;base64,/);
  const bytes = Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64');
  expect([...bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  return bytes;
}

describe('the login back-off', () => {
  it('refuses even the right password with a solved puzzle while the account waits, and says how long', async () => {
    const { username } = await newAccount();
    const client = freshClientAddress();
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await loginFrom(client, { username, password: `guess-${attempt}` })).msg).toMatch(/wrong/);
    }
    const locked = await loginFrom(client, {
      username,
      password: 'right-pass',
      ...(await solvedPuzzle(client)),
    });
    expect(locked).toMatchObject({ status: 429, data: null });
    expect(locked.msg).toMatch(
      /^Too many failed logins for this account: try again in (1[0-5]|[1-9]) seconds$/,
    );

    // Twenty more guesses with solved puzzles, the right password last: none is even looked at.
    const answers = [];
    for (let guess = 0; guess < 20; guess++) {
      const password = guess === 19 ? 'right-pass' : `guess-more-${guess}`;
      answers.push(await loginFrom(client, { username, password, ...(await solvedPuzzle(client)) }));
    }
    expect(answers.every((answer) => answer.status === 429)).toBe(true);

    // Once the wait is over, the right password with a solved puzzle logs in and the count starts again.
    await writeBackoff({ username }, { failures: 5, nextAttemptAt: Date.now() - 1 });
    expect(
      (await loginFrom(client, { username, password: 'right-pass', ...(await solvedPuzzle(client)) })).status,
    ).toBe(200);
    expect((await loginFrom(client, { username, password: 'right-pass' })).status).toBe(200);
  });

  it('counts a full-width spelling of a name as the same name', async () => {
    const { username } = await newAccount();
    const client = freshClientAddress();
    const fullWidth = [...username]
      .map((char) => String.fromCodePoint((char.codePointAt(0) ?? 0) + 0xfee0))
      .join('');
    for (let attempt = 0; attempt < 5; attempt++) {
      await loginFrom(client, {
        username: attempt % 2 ? fullWidth : username.toUpperCase(),
        password: 'wrong-pass',
      });
    }
    expect((await loginFrom(client, { username, password: 'right-pass' })).status).toBe(429);
  });

  it('lets at most five of thirty guesses at the same moment reach the password check', async () => {
    const { username } = await newAccount();
    const client = freshClientAddress();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, guess) =>
        loginFrom(client, { username, password: `parallel-${guess}` }),
      ),
    );
    const checked = answers.filter((answer) => /wrong/.test(answer.msg));
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThanOrEqual(25);
  });

  it('lets forty right logins from one address at the same moment all through, as a contest hall behind one address', async () => {
    const accounts = await Promise.all(Array.from({ length: 40 }, () => newAccount()));
    const client = freshClientAddress();
    const answers = await Promise.all(
      accounts.map(({ username }) => loginFrom(client, { username, password: 'right-pass' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(accounts.map(() => 200));
    // Successful logins write nothing against the address.
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: loginBackoffKey({ client }), ConsistentRead: true }),
    );
    expect(Item).toBeUndefined();
  });

  it('counts a client’s failed logins after the fact, and holds it back once they pass its allowance', async () => {
    const { username } = await newAccount();
    const client = freshClientAddress();
    const allowance = clientBackoff().freeFailures;
    await writeBackoff({ client }, { failures: allowance - 1, nextAttemptAt: 0 });
    expect((await loginFrom(client, { username, password: 'wrong-pass' })).msg).toMatch(/wrong/);
    const refused = await loginFrom(client, {
      username: (await newAccount()).username,
      password: 'right-pass',
    });
    expect(refused.status).toBe(429);
    expect(refused.msg).toMatch(/^Too many failed logins from your network: try again in 1[45] seconds$/);
  });

  it('holds back a client whose failures passed its allowance, whatever account it tries', async () => {
    const { username } = await newAccount();
    const client = freshClientAddress();
    await writeBackoff({ client }, { failures: 100_000, nextAttemptAt: Date.now() + 60_000 });
    const refused = await loginFrom(client, { username, password: 'right-pass' });
    expect(refused.status).toBe(429);
    expect(refused.msg).toMatch(/^Too many failed logins from your network: try again in (5\d|60) seconds$/);
    expect((await loginFrom(freshClientAddress(), { username, password: 'right-pass' })).status).toBe(200);
  });
});

describe('the puzzles', () => {
  it('serves the slide puzzle as two PNG pictures and no field that gives the gap away', async () => {
    const { data } = await callApi<Record<string, unknown>>(`${url}/api/get-slide-captcha`).then(
      (a) => a.envelope,
    );
    expect(Object.keys(data).sort()).toEqual([
      'background',
      'captchaKey',
      'height',
      'piece',
      'pieceSize',
      'pieceY',
      'width',
    ]);
    for (const image of [data.background, data.piece]) {
      expect(pngBytes(String(image)).includes('<svg')).toBe(false);
    }
  });

  it('serves the picture captcha as a PNG whose text is not in the answer', async () => {
    const { data } = (await callApi<{ img: string; captchaKey: string }>(`${url}/api/captcha`)).envelope;
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: textCaptchaKey(data.captchaKey) }),
    );
    const answer = String(Item?.answer);
    expect(answer).toMatch(/^[a-z2-9]{4}$/);
    const bytes = pngBytes(data.img);
    expect(bytes.includes(answer) || bytes.includes(answer.toUpperCase())).toBe(false);
    expect(JSON.stringify(data).toLowerCase()).not.toContain(answer);
  });
});

describe('mailed codes', () => {
  const english = { 'accept-language': 'en-US' };

  it('voids a register code after five wrong tries, the right code included afterwards', async () => {
    const username = `v${randomUUID().slice(0, 8)}`;
    const email = `${username}@example.com`;
    await callApi(`${url}/api/get-register-code?email=${encodeURIComponent(email)}`);
    const code = /code for .+ is ([A-Z0-9]{6})\./.exec((await mailTextsTo(email))[0] ?? '')?.[1] ?? '';
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const register = (withCode: string) =>
      callApi(`${url}/api/register`, {
        method: 'POST',
        headers: english,
        body: JSON.stringify({ username, password: 'secret-123', email, code: withCode }),
      });
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await register(wrong)).envelope.msg).toBe('The verification code is wrong or has expired');
    }
    const voided = 'The code was entered wrong 5 times and is now void: request a new code';
    expect((await register(wrong)).envelope.msg).toBe(voided);
    expect((await register(code)).envelope.msg).toBe(voided);
  });

  it('compares at most five of twenty tries made at the same moment', async () => {
    const email = `p${randomUUID().slice(0, 8)}@example.com`;
    await registerCodes.put(email, 'RIGHT1', codeTiming);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, guess) =>
        callApi(`${url}/api/register`, {
          method: 'POST',
          headers: english,
          body: JSON.stringify({
            username: `q${guess}${randomUUID().slice(0, 6)}`,
            password: 'secret-123',
            email,
            code: `WRONG${guess % 10}`,
          }),
        }),
      ),
    );
    expect(
      answers.filter((answer) => /wrong or has expired/.test(answer.envelope.msg)).length,
    ).toBeLessThanOrEqual(4);
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: registerCodes.key(email), ConsistentRead: true }),
    );
    expect(Item?.tries).toBe(5);
  });

  it('voids a password reset code after five wrong tries', async () => {
    const { username, email } = await newAccount();
    const { data } = (await callApi<{ captchaKey: string }>(`${url}/api/captcha`)).envelope;
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: textCaptchaKey(data.captchaKey) }),
    );
    const applied = await callApi(`${url}/api/apply-reset-password`, {
      method: 'POST',
      headers: english,
      body: JSON.stringify({ email, captcha: String(Item?.answer), captchaKey: data.captchaKey }),
    });
    expect(applied.envelope.status).toBe(200);
    const code = /code=([\w-]+)/.exec((await mailTextsTo(email))[0] ?? '')?.[1] ?? '';
    const reset = (withCode: string) =>
      callApi(`${url}/api/reset-password`, {
        method: 'POST',
        headers: english,
        body: JSON.stringify({ username, password: 'new-secret', code: withCode }),
      });
    for (let attempt = 0; attempt < 5; attempt++) await reset(`wrong${attempt}`);
    expect((await reset(code)).envelope.msg).toMatch(/now void: request a new code/);
  });
});

describe('the mail allowances', () => {
  it('sends five of fifteen register codes asked for at once by one client under the default limits', async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 6)}`;
    const siteLimits = { ...defaultMailLimits, site: { count: 1_000_000, windowSeconds: 3600 } };
    const now = Date.now();
    const outcomes = await Promise.all(
      Array.from({ length: 15 }, (_, index) =>
        registerCodes.put(
          `f${index}${randomUUID().slice(0, 6)}@example.com`,
          'ABCDEF',
          codeTiming,
          mailAllowanceGuards(siteLimits, client, now),
        ),
      ),
    );
    // Transactions that collide may be refused as a conflict and retried by the caller; none goes over.
    expect(outcomes.filter((outcome) => outcome === 'stored').length).toBeLessThanOrEqual(5);
    let stored = outcomes.filter((outcome) => outcome === 'stored').length;
    for (let index = 0; stored < 6 && index < 10; index++) {
      const outcome = await registerCodes.put(
        `g${index}${randomUUID().slice(0, 6)}@example.com`,
        'ABCDEF',
        codeTiming,
        mailAllowanceGuards(siteLimits, client, now),
      );
      if (outcome === 'stored') stored += 1;
      else expect(outcome).toBe('client-limit');
      if (outcome === 'client-limit') break;
    }
    expect(stored).toBe(5);
  });

  /** Fills a window's count (this one and the next, so a window turning over mid-test changes nothing). */
  async function fillWindow(client: string | undefined, windowSeconds: number): Promise<() => Promise<void>> {
    const limit = { count: 1, windowSeconds };
    const keys = [Date.now(), Date.now() + windowSeconds * 1000].map((at) =>
      mailAllowanceKey(limit, client, at),
    );
    for (const key of keys) {
      await dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET sent = :full',
          ExpressionAttributeValues: { ':full': 1e12 },
        }),
      );
    }
    return async () => {
      for (const key of keys) await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    };
  }

  it('refuses a client over its allowance with a clear message, storing and sending nothing', async () => {
    const client = freshClientAddress();
    const release = await fillWindow(client, defaultMailLimits.perClient.windowSeconds);
    try {
      const email = `m${randomUUID().slice(0, 8)}@example.com`;
      const refused = await callFrom(
        client,
        `${url}/api/get-register-code?email=${encodeURIComponent(email)}`,
      );
      expect(refused.status).toBe(429);
      expect(refused.msg).toMatch(
        /^Too many mails were requested from your network: try again in \d+ minutes$/,
      );
      const { Item } = await dynamo().send(
        new GetCommand({
          TableName: tableName(),
          Key: registerCodes.key(email),
          ConsistentRead: true,
        }),
      );
      expect(Item).toBeUndefined();
      expect(await mailTextsTo(email)).toEqual([]);
      const other = `o${randomUUID().slice(0, 8)}@example.com`;
      expect(
        (
          await callFrom(
            freshClientAddress(),
            `${url}/api/get-register-code?email=${encodeURIComponent(other)}`,
          )
        ).status,
      ).toBe(200);
    } finally {
      await release();
    }
  });

  it('refuses everyone once the site has sent its allowance', async () => {
    const release = await fillWindow(undefined, defaultMailLimits.site.windowSeconds);
    try {
      const email = `s${randomUUID().slice(0, 8)}@example.com`;
      const refused = await callFrom(
        freshClientAddress(),
        `${url}/api/get-register-code?email=${encodeURIComponent(email)}`,
      );
      expect(refused).toMatchObject({
        status: 429,
        msg: expect.stringMatching(/^The site has sent too many mails just now/),
      });
      expect(await mailTextsTo(email)).toEqual([]);
    } finally {
      await release();
    }
  });
});
