import { describe, expect, it } from 'vitest';
import { toApiGatewayEvent } from './api-event';

const base = { method: 'get', sourceIp: '127.0.0.1', body: Buffer.alloc(0) };

describe('toApiGatewayEvent', () => {
  it('builds a payload 2.0 event with the raw path, query and method', () => {
    const event = toApiGatewayEvent(
      { ...base, url: '/api/languages?all=true&pid=3', headers: {} },
      'GET /api/languages',
    );
    expect(event.version).toBe('2.0');
    expect(event.rawPath).toBe('/api/languages');
    expect(event.rawQueryString).toBe('all=true&pid=3');
    expect(event.queryStringParameters).toEqual({ all: 'true', pid: '3' });
    expect(event.requestContext.http.method).toBe('GET');
    expect(event.body).toBeUndefined();
  });

  it('joins repeated query parameters and headers with commas, as the HTTP API does', () => {
    const event = toApiGatewayEvent(
      { ...base, url: '/api/x?tag=1&tag=2', headers: { 'x-many': ['a', 'b'], Authorization: 'token' } },
      'ANY /api/{proxy+}',
    );
    expect(event.queryStringParameters).toEqual({ tag: '1,2' });
    expect(event.headers['x-many']).toBe('a,b');
    expect(event.headers.authorization).toBe('token');
  });

  it('splits cookies out of the headers', () => {
    const event = toApiGatewayEvent({ ...base, url: '/api/x', headers: { cookie: 'a=1; b=2' } }, 'r');
    expect(event.cookies).toEqual(['a=1', 'b=2']);
    expect(event.headers.cookie).toBeUndefined();
  });

  it('passes JSON bodies as text and binary bodies as base64', () => {
    const json = toApiGatewayEvent(
      {
        ...base,
        method: 'POST',
        url: '/api/x',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from('{"a":1}'),
      },
      'r',
    );
    expect(json).toMatchObject({ body: '{"a":1}', isBase64Encoded: false });
    const binary = toApiGatewayEvent(
      {
        ...base,
        method: 'POST',
        url: '/api/x',
        headers: { 'content-type': 'image/png' },
        body: Buffer.from([0, 255]),
      },
      'r',
    );
    expect(binary).toMatchObject({ body: 'AP8=', isBase64Encoded: true });
  });
});
