import { describe, expect, it } from 'vitest';
import { clientKeyOf, originVerifyHeader, viewerAddressHeader } from './client-address';

const originValue = 'deployment-origin-value-0123456789';

describe('clientKeyOf', () => {
  it('takes the TCP peer when no viewer header came', () => {
    expect(clientKeyOf({}, '127.0.0.1', originValue)).toBe('127.0.0.1');
    expect(clientKeyOf({}, '::ffff:10.1.2.3', originValue)).toBe('10.1.2.3');
  });

  it('takes the viewer address of a request that carries this deployment’s origin value', () => {
    const headers = { [viewerAddressHeader]: '203.0.113.7', [originVerifyHeader]: originValue };
    expect(clientKeyOf(headers, '130.176.1.1', originValue)).toBe('203.0.113.7');
  });

  it('ignores a viewer header sent without the origin value, as a direct caller of the API would', () => {
    expect(clientKeyOf({ [viewerAddressHeader]: '203.0.113.7' }, '198.51.100.9', originValue)).toBe(
      '198.51.100.9',
    );
  });

  it('ignores a viewer header sent with a wrong origin value', () => {
    const headers = { [viewerAddressHeader]: '203.0.113.7', [originVerifyHeader]: 'guessed' };
    expect(clientKeyOf(headers, '198.51.100.9', originValue)).toBe('198.51.100.9');
  });

  it('never trusts the viewer header where no origin value is set (the local stack)', () => {
    const headers = { [viewerAddressHeader]: '203.0.113.7', [originVerifyHeader]: '' };
    expect(clientKeyOf(headers, '127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(clientKeyOf(headers, '127.0.0.1', '')).toBe('127.0.0.1');
  });

  it('ignores the CloudFront-Viewer-Address header, which a direct caller can send too', () => {
    const headers = { 'cloudfront-viewer-address': '203.0.113.7:4711', [originVerifyHeader]: originValue };
    expect(clientKeyOf(headers, '198.51.100.9', originValue)).toBe('198.51.100.9');
  });

  it('counts an IPv6 client as its /64 network', () => {
    expect(clientKeyOf({}, '2001:db8:1:2:aaaa::1', originValue)).toBe('2001:0db8:0001:0002::/64');
    const headers = { [viewerAddressHeader]: '2001:db8:1:2::5', [originVerifyHeader]: originValue };
    expect(clientKeyOf(headers, undefined, originValue)).toBe('2001:0db8:0001:0002::/64');
  });
});
