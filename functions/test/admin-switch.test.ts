import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  defaultWebsiteConfig,
  encodeAnswerSheet,
  remoteJudgeAccountFields,
  roleCodes,
  switchConfigOf,
  type SwitchConfig,
  type WebsiteConfig,
} from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { expectRefused, rolesBelowSuperAdmin } from './role-checks';
import { account, quizProblem, submit } from './submissions-kit';
import { untilPublicConfigShows } from './public-config';

const english = { 'accept-language': 'en-US' };
const defaults: SwitchConfig = switchConfigOf(defaultWebsiteConfig);

let url: string;
let root: string;
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = (await sessionToken(roleCodes.superAdmin)).token;
});

/** As the super admin unless a token is given; `null` sends none. */
const info = (token: string | null = root) =>
  callApi<SwitchConfig>(`${url}/api/admin/switch/info`, { token: token ?? undefined, headers: english });
const update = (body: unknown, token: string | null = root) =>
  callApi<SwitchConfig>(`${url}/api/admin/switch/update`, {
    method: 'PUT',
    token: token ?? undefined,
    headers: english,
    body: JSON.stringify(body),
  });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Longer than the 5 seconds warm functions keep the config. */
const cacheDelayMs = 5_500;

describe('the switch calls', () => {
  it('answers the switches, quotas and account lists and saves the switches into the website config, the one place they live', async () => {
    const read = await info();
    expect(read.envelope.status).toBe(200);
    expect(Object.keys(read.envelope.data).sort()).toEqual(
      [...Object.keys(defaults), ...remoteJudgeAccountFields].sort(),
    );
    try {
      const saved = await update({ ...defaults, openGroupDiscussion: false, defaultSubmitInterval: 8 });
      expect(saved.envelope.data).toMatchObject({
        ...defaults,
        openGroupDiscussion: false,
        defaultSubmitInterval: 8,
      });
      const config = await callApi<WebsiteConfig>(`${url}/api/admin/config/get-web-config`, { token: root });
      expect(config.envelope.data).toMatchObject({ openGroupDiscussion: false, defaultSubmitInterval: 8 });
      expect((await info()).envelope.data).toEqual(saved.envelope.data);
    } finally {
      await update(defaults);
      await untilPublicConfigShows(url, defaults);
    }
  });

  it('keeps register, the judging switches, the quotas and the account lists as stored when they are not sent', async () => {
    const accounts = { spojUsernameList: ['spoj-bot'], spojPasswordList: ['spoj-secret'] };
    try {
      const changed = await update({
        ...defaults,
        register: false,
        openPublicJudge: false,
        defaultCreateDiscussionDailyLimit: 3,
        ...accounts,
      });
      expect(changed.envelope.status, changed.envelope.msg).toBe(200);
      // An older client sends only the first switches of the contract.
      const answer = await update({
        openPublicDiscussion: true,
        openGroupDiscussion: true,
        openContestComment: true,
        defaultSubmitInterval: 5,
      });
      expect(answer.envelope.status, answer.envelope.msg).toBe(200);
      expect(answer.envelope.data).toMatchObject({
        register: false,
        openPublicJudge: false,
        defaultCreateDiscussionDailyLimit: 3,
        ...accounts,
      });
    } finally {
      await update({ ...defaults, spojUsernameList: [], spojPasswordList: [] });
      await untilPublicConfigShows(url, defaults);
    }
  });

  it('stores every remote judge account list apart from the public website config', async () => {
    const lists = Object.fromEntries(
      remoteJudgeAccountFields.map((field) => [field, [`${field}-1`, `${field}-2`]]),
    );
    try {
      const saved = await update({ ...defaults, ...lists });
      expect(saved.envelope.status, saved.envelope.msg).toBe(200);
      expect((await info()).envelope.data).toMatchObject(lists);
      const publicConfig = await callApi<Record<string, unknown>>(`${url}/api/get-website-config`);
      expect(JSON.stringify(publicConfig.envelope.data)).not.toContain('PasswordList');
      const webConfig = await callApi<Record<string, unknown>>(`${url}/api/admin/config/get-web-config`, {
        token: root,
      });
      expect(JSON.stringify(webConfig.envelope.data)).not.toContain('PasswordList');
    } finally {
      await update({
        ...defaults,
        ...Object.fromEntries(remoteJudgeAccountFields.map((field) => [field, []])),
      });
    }
  });

  it('refuses a missing switch, a wrong type and an interval outside 0 to 600 seconds, naming the field', async () => {
    const { openContestComment: _missing, ...withoutComment } = defaults;
    expect((await update(withoutComment)).envelope).toMatchObject({
      status: 400,
      msg: expect.stringMatching(/^Invalid parameter openContestComment: /),
    });
    expect((await update({ ...defaults, register: 'yes' })).envelope.msg).toMatch(
      /^Invalid parameter register: /,
    );
    for (const defaultSubmitInterval of [-1, 601, 2.5])
      expect((await update({ ...defaults, defaultSubmitInterval })).envelope.msg).toMatch(
        /^Invalid parameter defaultSubmitInterval: /,
      );
    expect((await info()).envelope.data).toMatchObject(defaults);
  });

  it('lets only the super admin read or change the switches', async () => {
    await expectRefused(
      { info, update: (token) => update({ ...defaults, register: false }, token) },
      rolesBelowSuperAdmin,
    );
    expect((await info()).envelope.data.register).toBe(true);
  });
});

describe('the switches take effect on the server', () => {
  it('refuses the register calls while register is off and accepts them again once it is on', async () => {
    const email = `s${randomUUID().slice(0, 8)}@example.com`;
    const requestCode = () =>
      callApi(`${url}/api/get-register-code?email=${encodeURIComponent(email)}`, { headers: english });
    const register = () =>
      callApi(`${url}/api/register`, {
        method: 'POST',
        headers: english,
        body: JSON.stringify({
          username: `s${randomUUID().slice(0, 8)}`,
          password: 'secret-123',
          email,
          code: 'AAAAAA',
        }),
      });
    await update({ ...defaults, register: false });
    try {
      expect((await requestCode()).envelope).toMatchObject({
        status: 403,
        msg: 'Registration is closed on this site',
      });
      expect((await register()).envelope).toMatchObject({
        status: 403,
        msg: 'Registration is closed on this site',
      });
    } finally {
      await update(defaults);
      await untilPublicConfigShows(url, defaults);
    }
    expect((await requestCode()).envelope.status).toBe(200);
    // The code is wrong, but the call now gets past the switch to the code check.
    expect((await register()).envelope.msg).not.toBe('Registration is closed on this site');
  });

  it('makes the judge flood guard use the submission interval within its 5-second cache', async () => {
    const problem = await quizProblem();
    const answers = encodeAnswerSheet(['B', 'T']);
    try {
      await update({ ...defaults, defaultSubmitInterval: 0 });
      await sleep(cacheDelayMs);
      const { token: quick } = await account();
      expect(
        (await submit(quick, { pid: problem.pid, language: 'Quiz', code: answers })).envelope.status,
      ).toBe(200);
      expect(
        (await submit(quick, { pid: problem.pid, language: 'Quiz', code: answers })).envelope.status,
      ).toBe(200);

      await update({ ...defaults, defaultSubmitInterval: 60 });
      await sleep(cacheDelayMs);
      const { token: slow } = await account();
      expect(
        (await submit(slow, { pid: problem.pid, language: 'Quiz', code: answers })).envelope.status,
      ).toBe(200);
      // Past the default 5 seconds, still inside the 60 set on the switch page.
      await sleep(cacheDelayMs);
      expect(
        (await submit(slow, { pid: problem.pid, language: 'Quiz', code: answers })).envelope,
      ).toMatchObject({
        status: 429,
        msg: 'operation too fast, possibly a bot, verify again',
      });
    } finally {
      await update(defaults);
      await untilPublicConfigShows(url, defaults);
    }
  }, 40_000);
});
