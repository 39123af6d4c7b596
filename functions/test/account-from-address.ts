import { request } from 'node:http';
import type { Envelope } from '@oj/shared';

/**
 * Calls the local stack from another loopback address (127.0.0.2, …), which the stack counts as
 * another client: the per-client limits can be probed without touching the address every other test
 * uses.
 */
export function callFrom<T = unknown>(
  localAddress: string,
  url: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Envelope<T>> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: init.method ?? (body === undefined ? 'GET' : 'POST'),
        localAddress,
        headers: {
          'accept-language': 'en-US',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...init.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope<T>));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A loopback address no other test uses, different on every call. */
let next = 2 + Math.floor(Math.random() * 200);
export function freshClientAddress(): string {
  next += 1;
  return `127.0.${Math.floor(next / 250) % 250}.${(next % 250) + 2}`;
}
