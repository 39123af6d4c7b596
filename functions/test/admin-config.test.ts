import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  defaultWebsiteConfig,
  roleCodes,
  type CarouselItem,
  type EmailConfig,
  type Envelope,
  type WebsiteConfig,
} from '@oj/shared';
import { callApi, eventually, mailTextsTo, sessionToken, useLocalStack } from './local-stack';
import { expectRefused, rolesBelowSuperAdmin, type CallAs } from './role-checks';
import { untilPublicConfigShows } from './public-config';
import { onePixelPng } from './picture-fixtures';

const english = { 'accept-language': 'en-US' };

let url: string;
let root: string;
beforeAll(async () => {
  ({ url } = useLocalStack());
  root = (await sessionToken(roleCodes.superAdmin)).token;
});

/** As the super admin unless a token is given; `null` sends none. */
const call = <T>(method: string, path: string, body?: unknown, token: string | null = root) =>
  callApi<T>(`${url}${path}`, {
    method,
    token: token ?? undefined,
    headers: english,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function uploadPicture(
  bytes: Uint8Array,
  name: string,
  token: string | null = root,
  field = 'file',
): Promise<{ httpStatus: number; envelope: Envelope<CarouselItem> }> {
  const form = new FormData();
  form.set(field, new Blob([bytes], { type: 'image/png' }), name);
  const headers = new Headers(english);
  if (token) headers.set('authorization', token);
  const response = await fetch(`${url}/api/file/upload-carousel-img`, {
    method: 'POST',
    body: form,
    headers,
  });
  return { httpStatus: response.status, envelope: (await response.json()) as Envelope<CarouselItem> };
}

/** The contract's WebConfigDTO, as a client written for it sends it. */
const webConfigDto = {
  baseUrl: 'https://oj.example.edu',
  name: 'Example School Online Judge',
  shortName: 'ESOJ',
  description: 'Practice here.\n\n##### Final exam\n2030-06-20',
  register: true,
  recordName: '© Example School',
  recordUrl: 'https://beian.example.edu',
  projectName: 'Example OJ',
  projectUrl: 'https://example.edu',
};

describe('the website config', () => {
  it('saves the contract’s WebConfigDTO, keeps the switches it does not name, and the public config shows it', async () => {
    await call('PUT', '/api/admin/switch/update', {
      openPublicDiscussion: false,
      openGroupDiscussion: true,
      openContestComment: true,
      defaultSubmitInterval: 5,
    });
    try {
      const saved = await call<WebsiteConfig>('PUT', '/api/admin/config/set-web-config', webConfigDto);
      expect(saved.envelope.status, saved.envelope.msg).toBe(200);
      expect(saved.envelope.data).toMatchObject({ ...webConfigDto, openPublicDiscussion: false });
      const shown = await eventually(
        () => callApi<WebsiteConfig>(`${url}/api/get-website-config`),
        (answer) => answer.envelope.data.name === webConfigDto.name,
      );
      expect(shown.envelope.data).toMatchObject(webConfigDto);
    } finally {
      await call('PUT', '/api/admin/config/set-web-config', defaultWebsiteConfig);
      await untilPublicConfigShows(url, defaultWebsiteConfig);
    }
    expect((await call<WebsiteConfig>('GET', '/api/admin/config/get-web-config')).envelope.data).toEqual(
      defaultWebsiteConfig,
    );
  });

  it('refuses a missing or invalid field and an unknown one, naming it', async () => {
    const { name: _name, ...withoutName } = webConfigDto;
    expect((await call('PUT', '/api/admin/config/set-web-config', withoutName)).envelope.msg).toMatch(
      /^Invalid parameter name: /,
    );
    const badUrl = await call('PUT', '/api/admin/config/set-web-config', {
      ...webConfigDto,
      baseUrl: 'ftp://x',
    });
    expect(badUrl.envelope.msg).toMatch(
      /^Invalid parameter baseUrl: Site address must be empty or an http\(s\) address/,
    );
    const tooLong = await call('PUT', '/api/admin/config/set-web-config', {
      ...webConfigDto,
      shortName: 'x'.repeat(21),
    });
    expect(tooLong.envelope.msg).toMatch(/^Invalid parameter shortName: /);
    const unknown = await call('PUT', '/api/admin/config/set-web-config', { ...webConfigDto, colour: 'red' });
    expect(unknown.envelope.status).toBe(400);
    expect(unknown.envelope.msg).toContain('colour');
    const prefixes = await call('PUT', '/api/admin/config/set-web-config', {
      ...webConfigDto,
      blockedProblemPrefixes: [''],
    });
    expect(prefixes.envelope.msg).toMatch(/^Invalid parameter blockedProblemPrefixes\.0: /);
  });
});

describe('the email settings', () => {
  it('stores the sender, says that mail goes to the local outbox and that the SMTP fields are ignored', async () => {
    const saved = await call<EmailConfig>('PUT', '/api/admin/config/set-email-config', {
      emailUsername: 'judge@example.edu',
      emailSenderName: '示例 OJ',
      emailHost: 'smtp.example.edu',
      emailPort: 465,
      emailPassword: 'secret',
      emailSsl: true,
      emailBGImg: '',
    });
    expect(saved.envelope.status, saved.envelope.msg).toBe(200);
    const read = await call<EmailConfig>('GET', '/api/admin/config/get-email-config');
    expect(read.envelope.data).toEqual({
      emailUsername: 'judge@example.edu',
      emailSenderName: '示例 OJ',
      emailHost: null,
      emailPort: null,
      emailPassword: null,
      emailSsl: null,
      emailBGImg: null,
      delivery: 'outbox',
      deploymentSender: null,
      ignoredFields: ['emailHost', 'emailPort', 'emailPassword', 'emailSsl', 'emailBGImg'],
    });
  });

  it('refuses a sender address that is not one and a name that could break the mail header', async () => {
    const bad = await call('PUT', '/api/admin/config/set-email-config', { emailUsername: 'not-an-address' });
    expect(bad.envelope.msg).toMatch(/^Invalid parameter emailUsername: /);
    const header = await call('PUT', '/api/admin/config/set-email-config', {
      emailUsername: '',
      emailSenderName: 'Judge\r\nBcc: everyone@example.com',
    });
    expect(header.envelope.msg).toMatch(/^Invalid parameter emailSenderName: /);
  });

  it('sends a test email into the local outbox from the saved sender, and refuses a second within 30 seconds', async () => {
    const to = `t${randomUUID().slice(0, 8)}@example.com`;
    await call('PUT', '/api/admin/config/set-email-config', {
      emailUsername: 'judge@example.edu',
      emailSenderName: 'Judge',
    });
    const sent = await call('POST', '/api/admin/config/test-email', { email: to });
    expect(sent.envelope).toMatchObject({ status: 200, data: null });
    const [text] = await mailTextsTo(to);
    expect(text).toContain('This is a test email from');
    const again = await call('POST', '/api/admin/config/test-email', { email: to });
    expect(again.envelope).toMatchObject({
      status: 429,
      msg: 'Test emails are limited to one every 30 seconds and 20 a day',
    });
    expect(await mailTextsTo(to)).toHaveLength(1);
    expect((await call('POST', '/api/admin/config/test-email', { email: 'nobody' })).envelope.msg).toBe(
      'The email format is incorrect',
    );
  });
});

describe('the home carousel', () => {
  it('adds a picture checked by its content, serves it, lists it on the home page, orders and deletes it', async () => {
    const first = await uploadPicture(onePixelPng, 'first.png');
    expect(first.envelope.status, first.envelope.msg).toBe(200);
    expect(first.envelope.data.url).toMatch(/^\/api\/public\/img\/avatar\/carousel\/[0-9a-f]{32}\.png$/);
    const served = await fetch(`${url}${first.envelope.data.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const second = await uploadPicture(onePixelPng, 'second.PNG');
    const ids = [first.envelope.data.id, second.envelope.data.id];
    const home = await eventually(
      () => callApi<CarouselItem[]>(`${url}/api/home-carousel`),
      (answer) => ids.every((id) => answer.envelope.data.some((item) => item.id === id)),
    );
    expect(home.envelope.data.map((item) => item.id)).toEqual(expect.arrayContaining(ids));

    const listed = (await call<CarouselItem[]>('GET', '/api/admin/config/home-carousel')).envelope.data;
    const reversed = listed.map((item) => item.id).reverse();
    const ordered = await call<CarouselItem[]>('PUT', '/api/admin/config/home-carousel', { ids: reversed });
    expect(ordered.envelope.data.map((item) => item.id)).toEqual(reversed);
    const partial = await call('PUT', '/api/admin/config/home-carousel', { ids: reversed.slice(1) });
    expect(partial.envelope).toMatchObject({
      status: 400,
      msg: 'The order must name every carousel picture exactly once',
    });

    for (const id of ids)
      expect((await call('DELETE', `/api/admin/config/home-carousel?id=${id}`)).envelope.status).toBe(200);
    expect((await fetch(`${url}${first.envelope.data.url}`)).status).toBe(404);
    const gone = await call('DELETE', `/api/admin/config/home-carousel?id=${ids[0]}`);
    expect(gone.envelope).toMatchObject({ status: 404, msg: `No carousel picture has the id ${ids[0]}` });
  });

  it('refuses a text file named .png, a missing file and a file type it does not show', async () => {
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect((await uploadPicture(page, 'innocent.png')).envelope).toMatchObject({
      status: 400,
      msg: 'A carousel picture must be a jpg, png, gif or webp image',
    });
    expect((await uploadPicture(onePixelPng, 'picture.svg')).envelope.status).toBe(400);
    expect((await uploadPicture(onePixelPng, 'first.png', root, 'image')).envelope).toMatchObject({
      status: 400,
      msg: 'Invalid parameter file: Choose a picture to upload',
    });
  });
});

describe('who may change the website config', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/admin/config/get-web-config', undefined],
    ['PUT', '/api/admin/config/set-web-config', webConfigDto],
    ['GET', '/api/admin/config/get-email-config', undefined],
    ['PUT', '/api/admin/config/set-email-config', { emailUsername: '' }],
    ['POST', '/api/admin/config/test-email', { email: 'x@example.com' }],
    ['GET', '/api/admin/config/home-carousel', undefined],
    ['PUT', '/api/admin/config/home-carousel', { ids: [] }],
    ['DELETE', '/api/admin/config/home-carousel?id=x', undefined],
  ];

  it('answers 401 to a visitor and 403 to a user, a problem admin and an admin, for every call', async () => {
    const named = calls.map(([method, path, body]): [string, CallAs] => [
      `${method} ${path}`,
      (token) => call(method, path, body, token),
    ]);
    const upload: CallAs = (token) => uploadPicture(onePixelPng, 'a.png', token);
    await expectRefused({ ...Object.fromEntries(named), upload }, rolesBelowSuperAdmin);
  });
});
