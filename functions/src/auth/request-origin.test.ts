import { afterEach, describe, expect, it } from 'vitest';
import { originVerifyHeader, viewerHostHeader } from './client-address';
import { comesFromSitePage, servedOverHttps, siteOriginOf } from './request-origin';

const verify = 'per-deployment-value';
const throughCloudFront = {
  host: 'abc123.execute-api.eu-west-1.amazonaws.com',
  'x-forwarded-proto': 'https',
  [originVerifyHeader]: verify,
  [viewerHostHeader]: 'oj.example.edu',
};

describe('the site origin an upload must come from', () => {
  afterEach(() => {
    delete process.env.OJ_ORIGIN_VERIFY;
  });

  it('is the host the viewer asked CloudFront for, over https, when the origin value proves CloudFront', () => {
    process.env.OJ_ORIGIN_VERIFY = verify;
    expect(siteOriginOf(throughCloudFront)).toBe('https://oj.example.edu');
    expect(comesFromSitePage({ ...throughCloudFront, origin: 'https://oj.example.edu' })).toBe(true);
    expect(
      comesFromSitePage({
        ...throughCloudFront,
        origin: 'https://abc123.execute-api.eu-west-1.amazonaws.com',
      }),
    ).toBe(false);
  });

  it('ignores a viewer host header sent without the origin value', () => {
    process.env.OJ_ORIGIN_VERIFY = verify;
    const forged = { ...throughCloudFront, [originVerifyHeader]: 'guess', origin: 'https://oj.example.edu' };
    expect(siteOriginOf(forged)).toBe('https://abc123.execute-api.eu-west-1.amazonaws.com');
    expect(comesFromSitePage(forged)).toBe(false);
  });

  it('is the request’s own host over http on the local stack', () => {
    delete process.env.OJ_ORIGIN_VERIFY;
    const local = { host: '127.0.0.1:8080', 'x-forwarded-proto': 'http', [viewerHostHeader]: 'evil.example' };
    expect(servedOverHttps(local)).toBe(false);
    expect(siteOriginOf(local)).toBe('http://127.0.0.1:8080');
    expect(comesFromSitePage({ ...local, origin: 'http://127.0.0.1:8080' })).toBe(true);
    expect(comesFromSitePage({ ...local, origin: 'http://evil.example' })).toBe(false);
  });

  it('is not matched by a request without an Origin, or with the opaque origin null', () => {
    delete process.env.OJ_ORIGIN_VERIFY;
    const local = { host: 'localhost:8080', 'x-forwarded-proto': 'http' };
    expect(comesFromSitePage(local)).toBe(false);
    expect(comesFromSitePage({ ...local, origin: 'null' })).toBe(false);
  });
});
