import { beforeAll, describe, expect, it } from 'vitest';
import { apiAreas, roleCodes, serviceInfoSchema, type ApiArea, type ServiceInfo } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { tableName } from '../src/data/dynamo-client';
import { listApiInstances } from '../src/data/api-instances/list-api-instances';

let url: string;
let root: string;
let admin: string;
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = (await sessionToken(roleCodes.superAdmin)).token;
  admin = (await sessionToken(roleCodes.admin)).token;
});

const english = { 'accept-language': 'en-US' };
const call = <T>(method: string, path: string, token: string, body?: unknown) =>
  callApi<T>(`${url}${path}`, {
    method,
    token,
    headers: english,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

/** A visitor's call that each of these areas serves. */
const callsByArea: Partial<Record<ApiArea, string>> = {
  site: '/api/get-website-config',
  problem: '/api/get-problem-list?currentPage=1&limit=1',
  contest: '/api/get-contest-list?currentPage=1&limit=1',
  training: '/api/get-training-list?currentPage=1&limit=1',
  discussion: '/api/get-discussion-list?currentPage=1&limit=1',
};

const serviceInfo = async (token: string) => {
  const answer = await call<ServiceInfo>('GET', '/api/admin/config/get-service-info', token);
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return serviceInfoSchema.parse(answer.envelope.data);
};

describe('the service info', () => {
  it('answers the contract fields with the figures of the answering machine, to every administrator', async () => {
    const data = await serviceInfo(admin);
    expect(data.nacos).toEqual({ status: 'UP', registry: 'dynamodb' });
    expect(data.backupCores).toBeGreaterThanOrEqual(1);
    // One row per area function, the answering one first: it is serving, as it answers.
    expect(data.backupService.map((row) => row.serviceId).sort()).toEqual([...apiAreas].sort());
    const answering = data.backupService[0];
    expect(answering).toMatchObject({ serviceId: 'admin', state: 'healthy' });
    expect(answering?.instances[0]?.runtime).toMatch(/^v\d+\./);
    expect(answering?.instances[0]?.memoryMiB).toBeGreaterThan(0);
    const memoryLoad = Number.parseFloat(data.backupPercentMemoryLoad);
    expect(memoryLoad).toBeGreaterThan(0);
    expect(memoryLoad).toBeLessThanOrEqual(100);
  });

  it('lists each area called as a healthy function with its serving instance, from the reports its instances wrote to the registry', async () => {
    const called = Object.keys(callsByArea) as ApiArea[];
    for (const path of Object.values(callsByArea)) {
      const answer = await callApi(`${url}${path}`);
      expect(answer.envelope.status, `${path}: ${answer.envelope.msg}`).toBe(200);
    }
    // Each area's instance reports itself beside its request; the registry holds it once written.
    await expect
      .poll(async () => {
        const { instances } = await listApiInstances();
        return called.filter((area) => !instances.some((instance) => instance.area === area));
      })
      .toEqual([]);
    const rows = (await serviceInfo(root)).backupService;
    for (const area of called) {
      const row = rows.find((candidate) => candidate.serviceId === area);
      expect(row, area).toMatchObject({
        state: 'healthy',
        port: null,
        secure: false,
        metadata: { 'nacos.healthy': 'true', state: 'healthy' },
        host: expect.any(String),
      });
      expect(Number(row?.metadata.instanceCount), area).toBeGreaterThanOrEqual(1);
      // The local stack runs every area in one process, each reporting as its own function would.
      expect(row?.instances[0], area).toMatchObject({
        functionName: `oj-${area}`,
        requests: expect.any(Number),
        lastSeen: expect.any(String),
      });
      expect(row?.instances[0]?.requests, area).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the storage settings', () => {
  it('name the DynamoDB table, its region and the endpoint its functions reach, with no MySQL or Redis fields and no secret', async () => {
    const answer = await call('GET', '/api/admin/config/get-db-and-redis-config', root);
    expect(answer.envelope.status).toBe(200);
    const endpoint = new URL(process.env.AWS_ENDPOINT_URL_DYNAMODB ?? 'http://unset');
    expect(answer.envelope.data).toEqual({
      database: 'dynamodb',
      region: process.env.AWS_REGION,
      endpoint: endpoint.origin,
      localEndpoint: true,
      dbName: tableName(),
      dbHost: endpoint.hostname,
      dbPort: Number(endpoint.port),
      dbUsername: null,
      dbPassword: null,
      redisHost: null,
      redisPort: null,
      redisPassword: null,
    });
    const text = JSON.stringify(answer.envelope.data);
    for (const secret of [
      process.env.AWS_SECRET_ACCESS_KEY,
      process.env.AWS_ACCESS_KEY_ID,
      process.env.JWT_SECRET,
    ])
      if (secret) expect(text).not.toContain(secret);
  });

  it('refuses to change them, saying they are set at deployment, and changes nothing', async () => {
    const dto = {
      dbName: 'hoj',
      dbHost: '10.0.0.9',
      dbPort: 3306,
      dbUsername: 'root',
      dbPassword: 'secret',
      redisHost: '10.0.0.9',
      redisPort: 6379,
      redisPassword: 'secret',
    };
    const refused = await call('PUT', '/api/admin/config/set-db-and-redis-config', root, dto);
    expect(refused.envelope).toMatchObject({ status: 400, data: null });
    expect(refused.envelope.msg).toContain(tableName());
    expect(refused.envelope.msg).toContain('set when the site is deployed');
    const after = await call<{ dbName: string }>('GET', '/api/admin/config/get-db-and-redis-config', root);
    expect(after.envelope.data.dbName).toBe(tableName());
  });
});

describe('the config reads a client makes with PUT', () => {
  const reads = [
    '/api/admin/config/get-web-config',
    '/api/admin/config/get-email-config',
    '/api/admin/config/get-db-and-redis-config',
    '/api/admin/config/get-service-info',
    '/api/admin/config/get-judge-service-info',
    '/api/admin/switch/info',
  ];

  it('answer PUT as they answer GET, with or without an empty body', async () => {
    for (const path of reads) {
      const byGet = await call<unknown>('GET', path, root);
      expect(byGet.envelope.status, path).toBe(200);
      for (const body of [undefined, {}]) {
        const byPut = await call<unknown>('PUT', path, root, body);
        expect(byPut.envelope.status, path).toBe(200);
        if (!path.endsWith('service-info')) expect(byPut.envelope.data, path).toEqual(byGet.envelope.data);
        else
          expect(Object.keys(byPut.envelope.data as object), path).toEqual(
            Object.keys(byGet.envelope.data as object),
          );
      }
    }
  });

  it('keep the rights of the read: PUT is no way around them', async () => {
    const user = (await sessionToken(roleCodes.defaultUser)).token;
    for (const path of reads) {
      const byPut = await call('PUT', path, user);
      expect(byPut.envelope.status, path).toBe(403);
    }
    const superAdminReads = reads.filter((path) => !path.endsWith('service-info'));
    for (const path of superAdminReads) {
      const byPut = await call('PUT', path, admin);
      expect(byPut.envelope.status, path).toBe(403);
    }
  });
});
