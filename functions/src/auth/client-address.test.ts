import { describe, expect, it } from 'vitest';
import { clientKeyOf } from './client-address';

describe('clientKeyOf', () => {
  it('takes the TCP peer when no CloudFront header came', () => {
    expect(clientKeyOf({}, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientKeyOf({}, '::ffff:10.1.2.3')).toBe('10.1.2.3');
  });

  it('takes the viewer address CloudFront sets, without its port', () => {
    expect(clientKeyOf({ 'cloudfront-viewer-address': '203.0.113.7:4711' }, '130.176.1.1')).toBe(
      '203.0.113.7',
    );
  });

  it('counts an IPv6 client as its /64 network', () => {
    expect(clientKeyOf({}, '2001:db8:1:2:aaaa::1')).toBe('2001:0db8:0001:0002::/64');
    expect(clientKeyOf({ 'cloudfront-viewer-address': '2001:db8:1:2::5:443' }, undefined)).toBe(
      '2001:0db8:0001:0002::/64',
    );
  });
});
