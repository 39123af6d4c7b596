import { beforeAll, describe, expect, it } from 'vitest';
import {
  defaultWebsiteConfig,
  roleCodes,
  switchConfigOf,
  type Language,
  type WebsiteConfig,
} from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { deleteSession } from '../src/data/sessions/session-store';
import { untilPublicConfigShows } from './public-config';

let url: string;
beforeAll(() => {
  url = useLocalStack().url;
});

const adminConfigPath = '/api/admin/config/get-web-config';

describe('the response envelope', () => {
  it('answers get-website-config with status 200, a message and the seeded config in data', async () => {
    const answer = await callApi<WebsiteConfig>(`${url}/api/get-website-config`);
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope.status).toBe(200);
    expect(typeof answer.envelope.msg).toBe('string');
    expect(answer.envelope.data.blockedProblemPrefixes).toEqual(['ZA', 'ZB', 'ZC']);
    expect(Object.keys(answer.envelope.data).sort()).toEqual(Object.keys(defaultWebsiteConfig).sort());
  });

  it('lists the local judge languages, and every source with all=true', async () => {
    const local = await callApi<Language[]>(`${url}/api/languages`);
    expect(local.envelope.status).toBe(200);
    expect(local.envelope.data.map((language) => language.name)).toContain('C++ 17 With O2');
    expect(local.envelope.data.every((language) => language.oj === 'ME')).toBe(true);
    const all = await callApi<Language[]>(`${url}/api/languages?all=true`);
    expect(all.envelope.data.length).toBeGreaterThanOrEqual(local.envelope.data.length);
  });

  it('says so when languages are asked for a problem that does not exist', async () => {
    const answer = await callApi(`${url}/api/languages?pid=987654`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope.status).toBe(404);
    expect(answer.envelope.msg).toBe('The problem does not exist: 987654');
  });
});

describe('bad requests', () => {
  it('returns status 400 naming the query parameter that is malformed', async () => {
    const answer = await callApi(`${url}/api/languages?all=maybe`, {
      headers: { 'accept-language': 'en-US' },
    });
    expect(answer.httpStatus).toBe(200);
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toBe('Invalid parameter all: All languages must be one of 0, 1, true, false');
    expect(answer.envelope.data).toEqual({
      field: 'all',
      message: 'All languages must be one of 0, 1, true, false',
    });
  });

  it('names a refused field by its label and says the rule, in Chinese and in English', async () => {
    const { token } = await sessionToken(roleCodes.superAdmin);
    const refusal = async (language: string) =>
      (
        await callApi(`${url}/api/admin/switch/update`, {
          method: 'PUT',
          token,
          headers: { 'accept-language': language },
          body: JSON.stringify({ ...switchConfigOf(defaultWebsiteConfig), defaultSubmitInterval: 601 }),
        })
      ).envelope;
    expect(await refusal('zh-CN')).toEqual({
      status: 400,
      msg: '参数 defaultSubmitInterval 不合法：提交间隔（秒）不能大于 600',
      data: { field: 'defaultSubmitInterval', message: '提交间隔（秒）不能大于 600' },
    });
    expect(await refusal('en-US')).toEqual({
      status: 400,
      msg: 'Invalid parameter defaultSubmitInterval: Submit interval (seconds) must be at most 600',
      data: { field: 'defaultSubmitInterval', message: 'Submit interval (seconds) must be at most 600' },
    });
  });

  it("names a field inside a list with its position, and says a schema's own rule in words", async () => {
    const { token } = await sessionToken(roleCodes.superAdmin);
    const refusal = async (change: Partial<WebsiteConfig>, language: string) =>
      (
        await callApi(`${url}/api/admin/config/set-web-config`, {
          method: 'PUT',
          token,
          headers: { 'accept-language': language },
          body: JSON.stringify({ ...defaultWebsiteConfig, ...change }),
        })
      ).envelope.data;
    const prefixes = { blockedProblemPrefixes: ['ZA', 'X'.repeat(21)] };
    expect(await refusal(prefixes, 'zh-CN')).toEqual({
      field: 'blockedProblemPrefixes.1',
      message: '屏蔽的题号前缀（第 2 项）不能超过 20 个字符',
    });
    expect(await refusal({ baseUrl: 'ftp://example.com' }, 'en-US')).toEqual({
      field: 'baseUrl',
      message: 'Site address must be empty or an http(s) address',
    });
    expect(await refusal({ name: '' }, 'zh-CN')).toEqual({ field: 'name', message: '请填写网站名称' });
  });

  it('returns status 400 for a malformed JSON body', async () => {
    const { token } = await sessionToken(roleCodes.superAdmin);
    const answer = await callApi(`${url}/api/admin/config/set-web-config`, {
      method: 'PUT',
      token,
      body: '{"projectName": ',
      headers: { 'accept-language': 'en-US' },
    });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toMatch(/^The request body is not valid JSON/);
  });

  it('returns status 400 naming a missing required field, in Chinese by default', async () => {
    const { token } = await sessionToken(roleCodes.superAdmin);
    const { projectName: _missing, ...withoutName } = defaultWebsiteConfig;
    const answer = await callApi(`${url}/api/admin/config/set-web-config`, {
      method: 'PUT',
      token,
      body: JSON.stringify(withoutName),
    });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain('参数 projectName 不合法');
  });

  it('returns HTTP 404 in the envelope for an unknown /api route', async () => {
    const answer = await callApi(`${url}/api/no-such-call`);
    expect(answer.httpStatus).toBe(404);
    expect(answer.envelope.status).toBe(404);
  });

  it('returns HTTP 405 for a known path with the wrong method', async () => {
    const answer = await callApi(`${url}/api/get-website-config`, { method: 'DELETE' });
    expect(answer.httpStatus).toBe(405);
  });
});

describe('authentication and roles', () => {
  it('returns HTTP 401 for a call that needs login when no token is sent', async () => {
    const answer = await callApi(`${url}${adminConfigPath}`, { headers: { 'accept-language': 'en-US' } });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope.msg).toBe('Please login first!');
  });

  it('asks admin-area requests to log in with an administrator account', async () => {
    const answer = await callApi(`${url}${adminConfigPath}`, {
      headers: { 'url-type': 'admin', 'accept-language': 'en-US' },
    });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope.msg).toBe('Please login again with the administrator account!');
  });

  it('returns HTTP 403 when the role is too low, saying who may make the call', async () => {
    for (const role of [roleCodes.defaultUser, roleCodes.admin, roleCodes.problemAdmin]) {
      const { token } = await sessionToken(role);
      const answer = await callApi(`${url}${adminConfigPath}`, { token });
      expect(answer.httpStatus, `role ${role}`).toBe(403);
      expect(answer.envelope).toMatchObject({ status: 403, msg: '只有超级管理员可以进行此操作', data: null });
    }
    const { token } = await sessionToken(roleCodes.defaultUser);
    const english = await callApi(`${url}/api/admin/problem/get-problem-list`, {
      token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(english.envelope).toMatchObject({ status: 403, msg: 'Only administrators may do this' });
  });

  it('serves the super admin, and a saved config is what the public call returns', async () => {
    const { token } = await sessionToken(roleCodes.superAdmin);
    const changed = { ...defaultWebsiteConfig, shortName: 'TEST', openPublicDiscussion: false };
    const saved = await callApi<WebsiteConfig>(`${url}/api/admin/config/set-web-config`, {
      method: 'PUT',
      token,
      body: JSON.stringify(changed),
    });
    expect(saved.envelope).toMatchObject({ status: 200, data: changed });
    const stored = await callApi<WebsiteConfig>(`${url}${adminConfigPath}`, { token });
    expect(stored.envelope.data.shortName).toBe('TEST');
    // The public call may answer from a warm function's five-second cache.
    await expect
      .poll(
        async () => (await callApi<WebsiteConfig>(`${url}/api/get-website-config`)).envelope.data.shortName,
        {
          timeout: 8_000,
          interval: 500,
        },
      )
      .toBe('TEST');
    await callApi(`${url}/api/admin/config/set-web-config`, {
      method: 'PUT',
      token,
      body: JSON.stringify(defaultWebsiteConfig),
    });
    await untilPublicConfigShows(url, defaultWebsiteConfig);
  });

  it('refuses a token whose login is older than 24 hours', async () => {
    const { token } = await sessionToken(roleCodes.superAdmin, Date.now() - 25 * 3600 * 1000);
    const answer = await callApi(`${url}${adminConfigPath}`, {
      token,
      headers: { 'accept-language': 'en-US' },
    });
    expect(answer.httpStatus).toBe(401);
    expect(answer.envelope.msg).toMatch(/older than 24 hours/);
  });

  it('refuses the token of a session that has ended (logout)', async () => {
    const { token, uid, sessionId } = await sessionToken(roleCodes.superAdmin);
    expect((await callApi(`${url}${adminConfigPath}`, { token })).httpStatus).toBe(200);
    await deleteSession(uid, sessionId);
    expect((await callApi(`${url}${adminConfigPath}`, { token })).httpStatus).toBe(401);
  });

  it('renews a token close to expiry through the refresh-token and Authorization headers', async () => {
    const { token } = await sessionToken(roleCodes.superAdmin, Date.now() - 20 * 3600 * 1000);
    const answer = await callApi(`${url}${adminConfigPath}`, { token });
    expect(answer.httpStatus).toBe(200);
    expect(answer.headers.get('refresh-token')).toBe('true');
    const renewed = answer.headers.get('authorization');
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(token);
    const again = await callApi(`${url}${adminConfigPath}`, { token: renewed ?? '' });
    expect(again.httpStatus).toBe(200);
    expect(again.headers.get('refresh-token')).toBeNull();
  });

  it('treats a bad token on a public call as a visitor', async () => {
    const answer = await callApi(`${url}/api/get-website-config`, { token: 'not-a-token' });
    expect(answer.envelope.status).toBe(200);
  });
});

describe('headers', () => {
  it('answers a CORS preflight and exposes the renewal headers', async () => {
    const response = await fetch(`${url}/api/get-website-config`, {
      method: 'OPTIONS',
      headers: { origin: 'http://example.test', 'access-control-request-method': 'GET' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const answer = await callApi(`${url}/api/get-website-config`);
    expect(answer.headers.get('access-control-expose-headers')).toContain('refresh-token');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reports the DynamoDB units a call consumed: a session read and a config read', async () => {
    const { token } = await sessionToken(roleCodes.superAdmin);
    const answer = await callApi(`${url}${adminConfigPath}`, { token });
    expect(answer.headers.get('x-consumed-capacity')).toBe('read=1.5;write=0');
  });
});
