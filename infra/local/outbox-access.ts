import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { isLoopbackHost } from './loopback-guard';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Why a request may not read the local outbox, or undefined when it may. The outbox shows register
 * codes and password-reset links, so it asks for the token `npm start` prints (kept in the data
 * folder's secrets.json), and answers only requests that name the loopback and this port in their
 * Host header: a page whose domain was rebound to 127.0.0.1 carries its own name there.
 */
export function outboxAccess(request: IncomingMessage, token: string): string | undefined {
  if (!isLoopbackHost(request.headers.host, request.socket.localPort ?? 0)) {
    return 'The outbox answers only at localhost, 127.0.0.1 or [::1] with this port.';
  }
  const given = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token') ?? '';
  if (!sameToken(given, token)) {
    return 'The outbox needs the token `npm start` printed: open the Mail address it showed.';
  }
  return undefined;
}
