import { beforeAll, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { roleCodes, type Envelope, type ProblemJudgeSpec, type UploadedTestcase } from '@oj/shared';
import {
  deleteStagedUpload,
  readStagedUpload,
  StagedUploadNotFound,
  stagedUploadFileList,
} from '../src/data/testdata/staged-upload';
import { withAlias, withDeclaredSize, zipOf } from '../src/modules/file/testcase-archive/archive-fixtures';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import { storeProblem } from './problem-fixtures';

type UploadAnswer = { fileList: UploadedTestcase[]; fileListDir: string };

let url: string;
let adminToken: string;
beforeAll(async () => {
  ({ url } = useLocalStack());
  ({ token: adminToken } = await sessionToken(roleCodes.admin));
});

const english = { 'accept-language': 'en-US' };
const text = (bytes: Uint8Array | undefined) => new TextDecoder().decode(bytes);

/** Posts an archive as the admin problem form does: the zip in `file`, the judge mode in `mode`. */
async function upload(
  archive: Uint8Array,
  options: { token?: string; mode?: string; field?: string; query?: string } = {},
): Promise<{ httpStatus: number; headers: Headers; envelope: Envelope<UploadAnswer> }> {
  const form = new FormData();
  form.set('mode', options.mode ?? 'default');
  form.set(options.field ?? 'file', new Blob([archive], { type: 'application/zip' }), 'cases.zip');
  const headers = new Headers(english);
  const token = options.token === undefined ? adminToken : options.token;
  if (token) headers.set('authorization', token);
  const response = await fetch(`${url}/api/file/upload-testcase-zip${options.query ?? ''}`, {
    method: 'POST',
    body: form,
    headers,
  });
  return {
    httpStatus: response.status,
    headers: response.headers,
    envelope: (await response.json()) as Envelope<UploadAnswer>,
  };
}

async function download(pid: number, token: string = adminToken) {
  const response = await fetch(`${url}/api/file/download-testcase?pid=${pid}`, {
    headers: { ...english, authorization: token },
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes };
}

/** A problem with its test data (none for `{}`), stored as the admin calls store one. */
async function problemWithTestData(files: Record<string, string>): Promise<ProblemJudgeSpec> {
  const testData = Object.keys(files).length > 0 ? { files, cases: [] } : undefined;
  return (await storeProblem({}, testData)).spec;
}

describe('uploading a test data archive', () => {
  it('stages the pairs and answers them with the staging folder', async () => {
    const archive = zipOf({
      'data/2.in': '2 2\n',
      'data/2.out': '4\n',
      'data/1.in': '1 1\n',
      'data/1.ans': '2\n',
    });
    const { envelope, headers } = await upload(archive);
    expect(envelope.status, envelope.msg).toBe(200);
    expect(envelope.data.fileList).toEqual([
      { input: '1.in', output: '1.ans' },
      { input: '2.in', output: '2.out' },
    ]);
    const dir = envelope.data.fileListDir;
    expect(dir).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stagedUploadFileList(dir)).toEqual(envelope.data.fileList);
    const staged = await readStagedUpload(dir);
    expect(Object.fromEntries(Object.entries(staged).map(([name, bytes]) => [name, text(bytes)]))).toEqual({
      '1.in': '1 1\n',
      '1.ans': '2\n',
      '2.in': '2 2\n',
      '2.out': '4\n',
    });
    // The upload touches no table item but the caller's session.
    expect(headers.get('x-consumed-capacity')).toBe('read=1;write=0');
  });

  it('stages an empty output for an interactive input that has none', async () => {
    const { envelope } = await upload(zipOf({ '1.in': '42\n' }), { mode: 'interactive' });
    expect(envelope.data.fileList).toEqual([{ input: '1.in', output: '1.out' }]);
    expect((await readStagedUpload(envelope.data.fileListDir))['1.out']).toEqual(new Uint8Array(0));
  });

  it('refuses a file that is not a zip, and an empty archive', async () => {
    expect((await upload(new TextEncoder().encode('1 2\n'))).envelope).toMatchObject({
      status: 400,
      msg: 'File type not support: please upload a zip archive',
    });
    expect((await upload(zipOf({}))).envelope).toMatchObject({
      status: 400,
      msg: 'The zip archive is empty',
    });
  });

  it('refuses paths that climb out of the folder or start at the root', async () => {
    for (const name of ['../1.in', '/etc/1.in', 'data\\1.in']) {
      const { envelope, httpStatus } = await upload(zipOf({ [name]: '1', '1.out': '1' }));
      expect(httpStatus).toBe(200);
      expect(envelope).toMatchObject({ status: 400, msg: `The archive contains an unsafe path: ${name}` });
    }
    expect((await upload(zipOf({ 'a/b/1.in': '1', 'a/b/1.out': '1' }))).envelope.msg).toBe(
      'Test case files must be at the top of the archive or all inside one folder: a/b/1.in',
    );
  });

  it('refuses zip bombs: too much declared, more than declared, and shared compressed bytes', async () => {
    const honest = zipOf({ '1.in': new Uint8Array(2 * 1024 * 1024), '1.out': '0\n' });
    expect((await upload(withDeclaredSize(honest, '1.in', 300 * 1024 * 1024))).envelope.msg).toBe(
      'The test data unpacks to more than 256 MB; the archive is refused',
    );
    expect((await upload(withDeclaredSize(honest, '1.in', 100))).envelope.msg).toBe(
      '1.in does not unpack to the size the archive declares; the archive is refused',
    );
    expect((await upload(withAlias(honest, '1.in', '2.in'))).envelope.msg).toBe(
      'Entries of the archive overlap (2.in); the archive is refused',
    );
  });

  it('refuses unpaired files', async () => {
    expect((await upload(zipOf({ '1.in': '1', '1.out': '1', '2.in': '2' }))).envelope).toMatchObject({
      status: 400,
      msg: 'The input 2.in has no output file (2.out or 2.ans)',
    });
    expect((await upload(zipOf({ '1.in': '1', '3.out': '3' }), { mode: 'interactive' })).envelope.msg).toBe(
      'The output 3.out has no input file 3.in',
    );
    expect((await upload(zipOf({ 'readme.txt': 'hello' }))).envelope.msg).toBe(
      'The archive holds no test case files (such as 1.in with 1.out)',
    );
  });

  it('names what is missing or wrong in the form', async () => {
    const archive = zipOf({ '1.in': '1', '1.out': '1' });
    expect((await upload(archive, { field: 'archive' })).envelope.msg).toBe(
      'Invalid parameter file: Please choose the test data zip to upload',
    );
    expect((await upload(archive, { mode: 'guess' })).envelope.msg).toMatch(
      /^Invalid parameter fields\.mode/,
    );
    expect((await upload(archive, { query: '?gid=abc' })).envelope.msg).toMatch(/^Invalid parameter gid/);
  });

  it('lets admins, problem admins and super admins upload, and nobody else', async () => {
    const archive = zipOf({ '1.in': '1', '1.out': '1' });
    const anonymous = await upload(archive, { token: '' });
    expect([anonymous.httpStatus, anonymous.envelope.status]).toEqual([401, 401]);
    const user = await upload(archive, { token: (await sessionToken(roleCodes.defaultUser)).token });
    expect([user.httpStatus, user.envelope.status]).toEqual([403, 403]);
    for (const role of [roleCodes.problemAdmin, roleCodes.superAdmin]) {
      expect((await upload(archive, { token: (await sessionToken(role)).token })).envelope.status).toBe(200);
    }
  });
});

describe('staged uploads', () => {
  it('read as missing when the folder is unknown, not ours, or deleted', async () => {
    await expect(readStagedUpload('00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(
      StagedUploadNotFound,
    );
    await expect(readStagedUpload('../testcases')).rejects.toBeInstanceOf(StagedUploadNotFound);
    const { envelope } = await upload(zipOf({ '1.in': '1', '1.out': '1' }));
    await deleteStagedUpload(envelope.data.fileListDir);
    await expect(stagedUploadFileList(envelope.data.fileListDir)).rejects.toBeInstanceOf(
      StagedUploadNotFound,
    );
  });
});

describe('downloading test data', () => {
  it('answers the current version as a zip that unpacks to the same files and uploads again', async () => {
    const files = { '1.in': '3 4\n', '1.out': '7\n', '2.in': '10 20\n', '2.out': '30\n' };
    const spec = await problemWithTestData(files);
    const { response, bytes } = await download(spec.pid);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    // The session (strongly consistent) and the judge spec (eventually consistent, under 4 KB).
    expect(response.headers.get('x-consumed-capacity')).toBe('read=1.5;write=0');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename*=UTF-8''problem_${spec.problemId}_testcase.zip; filename=problem_${spec.problemId}_testcase.zip`,
    );
    const unpacked = unzipSync(bytes);
    expect(Object.fromEntries(Object.entries(unpacked).map(([name, data]) => [name, text(data)]))).toEqual(
      files,
    );
    const again = await upload(bytes);
    expect(again.envelope.data.fileList).toEqual([
      { input: '1.in', output: '1.out' },
      { input: '2.in', output: '2.out' },
    ]);
  });

  it('says so when the problem has no test data, or does not exist', async () => {
    const spec = await problemWithTestData({});
    const { bytes } = await download(spec.pid);
    expect(JSON.parse(text(bytes))).toMatchObject({
      status: 404,
      msg: `The problem ${spec.problemId} has no test data`,
    });
    const missing = await callApi(`${url}/api/file/download-testcase?pid=999999999`, {
      token: adminToken,
      headers: english,
    });
    expect(missing.envelope).toMatchObject({ status: 404, msg: 'The problem does not exist: 999999999' });
    expect(
      (await callApi(`${url}/api/file/download-testcase?pid=`, { token: adminToken })).envelope.status,
    ).toBe(400);
  });

  it('is for admins only', async () => {
    const spec = await problemWithTestData({ '1.in': '1', '1.out': '1' });
    const anonymous = await callApi(`${url}/api/file/download-testcase?pid=${spec.pid}`);
    expect(anonymous.httpStatus).toBe(401);
    const user = await callApi(`${url}/api/file/download-testcase?pid=${spec.pid}`, {
      token: (await sessionToken(roleCodes.defaultUser)).token,
    });
    expect(user.httpStatus).toBe(403);
    const { response } = await download(spec.pid, (await sessionToken(roleCodes.problemAdmin)).token);
    expect(response.status).toBe(200);
  });
});
