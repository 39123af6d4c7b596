import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes, type Envelope, type RoleCode } from '@oj/shared';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { sessionToken, useLocalStack } from './local-stack';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { groupKey, groupMemberKey } from '../src/data/groups/group-keys';
import { onePixelPng } from './picture-fixtures';

type UploadAnswer = { link: string; fileId: string };

const english = { 'accept-language': 'en-US' };

let url: string;
const tokens = new Map<RoleCode, string>();
beforeAll(async () => {
  ({ url } = useLocalStack());
  for (const role of [roleCodes.defaultUser, roleCodes.problemAdmin, roleCodes.admin, roleCodes.superAdmin])
    tokens.set(role, (await sessionToken(role)).token);
});

async function post(
  path: string,
  field: string,
  file: { bytes: Uint8Array; name: string; type?: string },
  token: string | undefined,
): Promise<{ httpStatus: number; envelope: Envelope<UploadAnswer> }> {
  const form = new FormData();
  form.set(field, new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  const headers = new Headers(english);
  if (token) headers.set('authorization', token);
  const response = await fetch(`${url}${path}`, { method: 'POST', body: form, headers });
  return { httpStatus: response.status, envelope: (await response.json()) as Envelope<UploadAnswer> };
}

/** Uploads as the admin unless a token is given; `null` sends none. */
const uploadImage = (
  bytes: Uint8Array,
  name: string,
  token: string | null | undefined = tokens.get(roleCodes.admin),
) => post('/api/file/upload-md-img', 'image', { bytes, name, type: 'image/png' }, token ?? undefined);

async function deleteImage(fileId: string, token: string | undefined) {
  const headers = new Headers(english);
  if (token) headers.set('authorization', token);
  const response = await fetch(`${url}/api/file/delete-md-img?fileId=${encodeURIComponent(fileId)}`, {
    headers,
  });
  return { httpStatus: response.status, envelope: (await response.json()) as Envelope<null> };
}

describe('markdown image upload', () => {
  it('stores a picture checked by its content and serves it inline with its real type and safe headers', async () => {
    const { envelope } = await uploadImage(onePixelPng, 'diagram.PNG');
    expect(envelope.status, envelope.msg).toBe(200);
    expect(envelope.data.fileId).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(envelope.data.link).toBe(`/api/public/img/md/${envelope.data.fileId}`);
    const served = await fetch(`${url}${envelope.data.link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toBe('inline');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(onePixelPng);
    // Links stored before the /api form keep working.
    expect((await fetch(`${url}/public/md/${envelope.data.fileId}`)).status).toBe(200);
  });

  it('refuses a text file renamed .png, whatever type the browser declared', async () => {
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const { envelope } = await uploadImage(page, 'innocent.png');
    expect(envelope.status).toBe(400);
    expect(envelope.msg).toBe('The file is not a supported image (png, jpg, gif, webp, bmp) by its content');
  });

  it('refuses a request without a file and a picture over 5 MB', async () => {
    const none = await post(
      '/api/file/upload-md-img',
      'other',
      { bytes: new Uint8Array(), name: 'x' },
      undefined,
    );
    expect(none.httpStatus).toBe(401);
    const form = new FormData();
    form.set('gid', '1');
    const empty = await fetch(`${url}/api/file/upload-md-img`, {
      method: 'POST',
      body: form,
      headers: { ...english, authorization: tokens.get(roleCodes.admin) as string },
    });
    expect(((await empty.json()) as Envelope<null>).msg).toBe(
      'Invalid parameter image: Please choose the image to upload',
    );
    const large = new Uint8Array(5 * 1024 * 1024 + 1);
    large.set(onePixelPng);
    const { envelope } = await uploadImage(large, 'large.png');
    expect(envelope.status).toBe(400);
    expect(envelope.msg).toBe('The image must not be larger than 5 MB');
  });

  it("takes the gid of a group its uploader roots, and refuses another's, a missing one and one that is no number", async () => {
    const gid = 870_000_000 + Math.floor(Math.random() * 10_000_000);
    const root = await sessionToken(roleCodes.admin);
    const other = await sessionToken(roleCodes.admin);
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...groupKey(gid), entity: 'group', v: 1, ownerUid: root.uid },
      }),
    );
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...groupMemberKey(gid, root.uid), entity: 'groupMember', v: 1, auth: 5 },
      }),
    );
    const image = { bytes: onePixelPng, name: 'a.png' };
    const ok = await post(`/api/file/upload-md-img?gid=${gid}`, 'image', image, root.token);
    expect(ok.envelope.status, ok.envelope.msg).toBe(200);
    const notTheirs = await post(`/api/file/upload-md-img?gid=${gid}`, 'image', image, other.token);
    expect(notTheirs.envelope).toMatchObject({
      status: 403,
      msg: `Only the roots of group ${gid} may do this`,
    });
    const missing = await post(`/api/file/upload-md-img?gid=${gid + 1}`, 'image', image, root.token);
    expect(missing.envelope).toMatchObject({ status: 404, msg: `The group does not exist: ${gid + 1}` });
    const bad = await post('/api/file/upload-md-img?gid=abc', 'image', image, tokens.get(roleCodes.admin));
    expect(bad.envelope.status).toBe(400);
    expect(bad.envelope.msg).toContain('gid');
  });

  it('lets every admin role upload and refuses a visitor (401) and a user (403)', async () => {
    expect((await uploadImage(onePixelPng, 'a.png', null)).httpStatus).toBe(401);
    expect((await uploadImage(onePixelPng, 'a.png', tokens.get(roleCodes.defaultUser))).httpStatus).toBe(403);
    for (const role of [roleCodes.problemAdmin, roleCodes.admin, roleCodes.superAdmin]) {
      const { envelope } = await uploadImage(onePixelPng, 'a.png', tokens.get(role));
      expect(envelope.status, `${role}: ${envelope.msg}`).toBe(200);
    }
  });
});

describe('markdown image delete', () => {
  it('lets the uploader delete the picture, after which it is no longer served', async () => {
    const { envelope } = await uploadImage(onePixelPng, 'a.png', tokens.get(roleCodes.problemAdmin));
    const deleted = await deleteImage(envelope.data.fileId, tokens.get(roleCodes.problemAdmin));
    expect(deleted.envelope.status, deleted.envelope.msg).toBe(200);
    expect((await fetch(`${url}${envelope.data.link}`)).status).toBe(404);
    const again = await deleteImage(envelope.data.fileId, tokens.get(roleCodes.problemAdmin));
    expect(again.envelope.status).toBe(404);
    expect(again.envelope.msg).toBe(`The file does not exist: ${envelope.data.fileId}`);
  });

  it("refuses another admin's delete, lets the super admin delete anyone's", async () => {
    const { envelope } = await uploadImage(onePixelPng, 'a.png', tokens.get(roleCodes.admin));
    const byColleague = await deleteImage(envelope.data.fileId, tokens.get(roleCodes.problemAdmin));
    expect(byColleague.envelope.status).toBe(403);
    expect(byColleague.envelope.msg).toBe('You can only delete files you uploaded');
    expect((await fetch(`${url}${envelope.data.link}`)).status).toBe(200);
    const byRoot = await deleteImage(envelope.data.fileId, tokens.get(roleCodes.superAdmin));
    expect(byRoot.envelope.status, byRoot.envelope.msg).toBe(200);
  });

  it('refuses a visitor, a user and a file id that is not one the site gives out', async () => {
    const fileId = `${'a'.repeat(32)}.png`;
    expect((await deleteImage(fileId, undefined)).httpStatus).toBe(401);
    expect((await deleteImage(fileId, tokens.get(roleCodes.defaultUser))).httpStatus).toBe(403);
    const traversal = await deleteImage('../avatars/x.png', tokens.get(roleCodes.superAdmin));
    expect(traversal.envelope.status).toBe(400);
    expect(traversal.envelope.msg).toContain('fileId');
  });
});

describe('markdown file upload', () => {
  it('stores any file and serves it only as a download under its own name, never as a page', async () => {
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const { envelope } = await post(
      '/api/file/upload-md-file',
      'file',
      { bytes: page, name: '数据 说明.html', type: 'text/html' },
      tokens.get(roleCodes.admin),
    );
    expect(envelope.status, envelope.msg).toBe(200);
    expect(envelope.data.link).toMatch(/^\/api\/public\/file\/md\/[0-9a-f]{32}\.html$/);
    const served = await fetch(`${url}${envelope.data.link}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/octet-stream');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="__ __.html"; filename*=UTF-8''${encodeURIComponent('数据 说明.html')}`,
    );
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/(^|; )sandbox($|;)/);
    expect(await served.text()).toBe('<html><script>alert(1)</script></html>');
  });

  it('refuses a request without a file, and every role but the admin roles', async () => {
    const form = new FormData();
    form.set('note', 'x');
    const empty = await fetch(`${url}/api/file/upload-md-file`, {
      method: 'POST',
      body: form,
      headers: { ...english, authorization: tokens.get(roleCodes.superAdmin) as string },
    });
    expect(((await empty.json()) as Envelope<null>).msg).toBe(
      'Invalid parameter file: Please choose the file to upload',
    );
    const file = { bytes: new Uint8Array([1, 2, 3]), name: 'data.bin' };
    expect((await post('/api/file/upload-md-file', 'file', file, undefined)).httpStatus).toBe(401);
    expect(
      (await post('/api/file/upload-md-file', 'file', file, tokens.get(roleCodes.defaultUser))).httpStatus,
    ).toBe(403);
    for (const role of [roleCodes.problemAdmin, roleCodes.admin, roleCodes.superAdmin]) {
      const { envelope } = await post('/api/file/upload-md-file', 'file', file, tokens.get(role));
      expect(envelope.status, `${role}: ${envelope.msg}`).toBe(200);
    }
  });
});
