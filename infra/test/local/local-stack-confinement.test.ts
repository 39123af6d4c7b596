import { beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import { testcaseBucket } from '@oj/shared';
import { signedInAccount, useLocalStack } from '../../../functions/test/local-stack';

const stack = inject('localStack');
const isRoot = process.getuid?.() === 0;
/** A uid no sandbox slot or person uses, standing in for a judged program. */
const strangerUid = 62999;

beforeAll(() => {
  useLocalStack();
});

/** Every file below `dir`. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Reads `file` as the stranger uid, with no supplementary groups; the exit status and error text. */
function readAsStranger(file: string): { status: number | null; stderr: string } {
  const result = spawnSync(
    'setpriv',
    [`--reuid=${strangerUid}`, `--regid=${strangerUid}`, '--clear-groups', 'cat', file],
    { encoding: 'utf8' },
  );
  return { status: result.status, stderr: result.stderr };
}

/** A GET with exactly these headers (fetch will not let a caller choose the Host header). */
function rawGet(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    call.on('error', reject);
    call.end();
  });
}

const portOf = (url: string) => Number(new URL(url).port);

/** An endpoint the stack gave its handlers. */
function endpoint(name: string): string {
  const value = stack.env[name];
  if (!value) throw new Error(`the local stack gave no ${name}`);
  return value;
}

/** The local addresses of listening TCP sockets on `port`, from /proc/net/tcp and tcp6 (hex, as there). */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  return ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((table) =>
    readFileSync(table, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      // Field 1 is address:port, field 3 the state; 0A is LISTEN.
      .filter((fields) => fields[3] === '0A' && fields[1]?.endsWith(`:${hexPort}`))
      .map((fields) => (fields[1] ?? '').split(':')[0] ?? ''),
  );
}

/** 127.0.0.1 as /proc/net shows it: in IPv4, or mapped into IPv6. */
const loopbackInProc = ['0100007F', '0000000000000000FFFF00000100007F'];

describe('the local stack’s data folder', () => {
  it('is mode 0700 and owned by the user running the stack', () => {
    const stat = statSync(stack.dataDir);
    expect(stat.mode & 0o777).toBe(0o700);
    expect(stat.uid).toBe(process.getuid?.());
    expect(statSync(join(stack.dataDir, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it.runIf(isRoot)(
    'cannot be read by another user: DynamoDB Local’s database and the S3 emulator’s test data',
    () => {
      const database = filesUnder(join(stack.dataDir, 'dynamodb')).find((file) => file.endsWith('.db'));
      const testData = filesUnder(join(stack.dataDir, 's3', testcaseBucket.localName)).find((file) =>
        file.endsWith('._S3rver_object'),
      );
      if (!database || !testData) throw new Error('no DynamoDB file or S3 test data under the data folder');
      for (const file of [database, testData, join(stack.dataDir, 'secrets.json')]) {
        // The file itself is readable by its owner: the refusal below is the folder's doing.
        expect(readFileSync(file).length).toBeGreaterThan(0);
        const read = readAsStranger(file);
        expect(read.status).not.toBe(0);
        expect(read.stderr).toContain('Permission denied');
      }
    },
  );
});

describe('the local stack’s listening addresses', () => {
  const services = {
    'DynamoDB Local': portOf(endpoint('AWS_ENDPOINT_URL_DYNAMODB')),
    'SQS (fauxqs)': portOf(endpoint('AWS_ENDPOINT_URL_SQS')),
    'S3 (s3rver)': portOf(endpoint('AWS_ENDPOINT_URL_S3')),
    'HTTP adapter': portOf(stack.url),
  };

  it.each(Object.entries(services))('%s listens on 127.0.0.1 only', (_name, port) => {
    const addresses = listeningAddresses(port);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(loopbackInProc).toContain(address);
  });

  it.each(Object.entries(services))(
    '%s refuses a connection to this machine’s network address',
    async (_name, port) => {
      const external = Object.values(networkInterfaces())
        .flat()
        .find((face) => face && face.family === 'IPv4' && !face.internal);
      if (!external) return; // a machine with no network address has nothing to refuse
      await expect(fetch(`http://${external.address}:${port}/`)).rejects.toThrow();
    },
  );

  it('DynamoDB Local, SQS and S3 answer neither a rebound domain name nor a browser', async () => {
    for (const name of ['AWS_ENDPOINT_URL_DYNAMODB', 'AWS_ENDPOINT_URL_SQS', 'AWS_ENDPOINT_URL_S3']) {
      const url = endpoint(name);
      const port = portOf(url);
      const rebound = await rawGet(url, { host: `attacker.example:${port}` }, 'POST');
      expect([403, 421]).toContain(rebound.status);
      const browser = await rawGet(
        url,
        { host: `127.0.0.1:${port}`, origin: 'http://attacker.example' },
        'POST',
      );
      expect(browser.status).toBe(403);
    }
  });
});

describe('the local outbox', () => {
  const outbox = new URL(stack.outboxUrl);
  const token = outbox.searchParams.get('token') ?? '';
  const host = `localhost:${outbox.port}`;

  it('is printed with a token', () => {
    expect(token.length).toBeGreaterThanOrEqual(24);
    const secrets = JSON.parse(readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8')) as {
      outboxToken: string;
    };
    expect(secrets.outboxToken).toBe(token);
  });

  it('refuses a request without the token or with a wrong one', async () => {
    expect((await rawGet(`${outbox.origin}/_outbox`, { host })).status).toBe(403);
    expect((await rawGet(`${outbox.origin}/_outbox?token=${token.slice(1)}x`, { host })).status).toBe(403);
  });

  it('refuses a request whose Host is not the loopback with this port, even with the token', async () => {
    for (const wrongHost of [`attacker.example:${outbox.port}`, 'localhost:1', 'localhost']) {
      const answer = await rawGet(outbox.href, { host: wrongHost });
      expect(answer.status).toBe(403);
      expect(answer.body).not.toContain('Local outbox');
    }
  });

  it('lists the mail for the token at localhost, 127.0.0.1 and [::1]', async () => {
    for (const name of ['localhost', '127.0.0.1', '[::1]']) {
      const answer = await rawGet(outbox.href, { host: `${name}:${outbox.port}` });
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Local outbox');
    }
  });
});

describe('an oversized request body', () => {
  const oversized = () => new Uint8Array(10 * 1024 * 1024 + 1024);

  it('gets 413 in the API envelope, in the caller’s language, not a reset connection', async () => {
    const english = await fetch(`${stack.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: oversized(),
    });
    expect(english.status).toBe(413);
    expect(await english.json()).toEqual({
      status: 413,
      msg: 'The request is too large; the limit is 10485760 bytes',
      data: null,
    });
    const chinese = await fetch(`${stack.url}/api/login`, { method: 'POST', body: oversized() });
    expect(await chinese.json()).toMatchObject({ status: 413, msg: '请求过大，上限为 10485760 字节' });
  });
});

describe('security headers', () => {
  const expectSecurityHeaders = (headers: Headers) => {
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/frame-ancestors 'none'/);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBeTruthy();
    return policy;
  };

  it('come with the web app, its routes and its files', async () => {
    for (const path of ['/', '/problem/1001']) {
      const policy = expectSecurityHeaders((await fetch(`${stack.url}${path}`)).headers);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("default-src 'self'");
    }
  });

  it('come with API answers', async () => {
    const answer = await fetch(`${stack.url}/api/get-website-config`);
    expect(expectSecurityHeaders(answer.headers)).toContain("object-src 'none'");
  });

  it('come with the outbox page', async () => {
    expectSecurityHeaders((await fetch(stack.outboxUrl)).headers);
  });
});

describe('public files', () => {
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );

  it('are linked under /api/public/img and served there and under the older /public paths, with the security headers', async () => {
    const { token } = await signedInAccount('pub');
    expect(token).not.toBe('');
    const form = new FormData();
    form.append('image', new Blob([png]), 'me.png');
    const uploaded = (await (
      await fetch(`${stack.url}/api/file/upload-avatar`, {
        method: 'POST',
        body: form,
        headers: { authorization: token },
      })
    ).json()) as { status: number; data: { avatar: string } };
    expect(uploaded.status).toBe(200);
    const path = uploaded.data.avatar;
    expect(path).toMatch(/^\/api\/public\/img\/avatar\//);
    const olderLink = path.replace('/api/public/img/', '/public/');
    for (const served of [path, olderLink, `/api${olderLink}`]) {
      const answer = await fetch(`${stack.url}${served}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('image/png');
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await answer.arrayBuffer())).toEqual(png);
    }
    expect((await fetch(`${stack.url}/api/public/testcases/1/1.in`)).status).toBe(404);
  });
});
