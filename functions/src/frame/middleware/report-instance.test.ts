import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import type { FrameRequest } from './frame-request';
import { reportInstance } from './report-instance';

/** A request as the frame holds it after `requestState`, logging into `lines`. */
function requestLoggingTo(lines: Record<string, unknown>[]): FrameRequest {
  const log = createLogger({}, (line) => lines.push(JSON.parse(line) as Record<string, unknown>));
  return {
    event: {},
    context: {
      functionName: 'oj-file',
      logStreamName: '2026/05/01/[$LATEST]00ff00ff',
      memoryLimitInMB: '1024',
      frame: { context: { log }, responseHeaders: {}, responseCookies: [], startedAt: Date.now() },
    },
    response: undefined,
    error: undefined,
    internal: {},
  } as unknown as FrameRequest;
}

describe('the instance report middleware', () => {
  beforeEach(() => {
    // A table no one answers for: the port is closed, so the write fails at once.
    vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', 'http://127.0.0.1:9');
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test');
    vi.stubEnv('LOG_LEVEL', 'warn');
  });
  afterEach(() => vi.unstubAllEnvs());

  it('logs a registry write that failed and lets the request answer as it would have', async () => {
    const lines: Record<string, unknown>[] = [];
    const middleware = reportInstance('file');
    const request = requestLoggingTo(lines);
    middleware.before(request);
    expect(request.context.frame.instanceReport).toBeDefined();
    const answer = { statusCode: 200, body: '{"status":200}' };
    request.response = answer;
    await expect(middleware.after(request)).resolves.toBeUndefined();
    expect(request.response).toBe(answer);
    await vi.waitFor(
      () =>
        expect(lines).toContainEqual(
          expect.objectContaining({ message: 'instance report failed', area: 'file' }),
        ),
      {
        timeout: 10_000,
      },
    );
    expect(lines.every((line) => line.level === 'warn')).toBe(true);
  });

  it('starts no write on the next request within the minute', () => {
    const middleware = reportInstance('site');
    const first = requestLoggingTo([]);
    middleware.before(first);
    expect(first.context.frame.instanceReport).toBeDefined();
    const next = requestLoggingTo([]);
    middleware.before(next);
    expect(next.context.frame.instanceReport).toBeUndefined();
  });
});
