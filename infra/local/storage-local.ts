import { mkdirSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import S3rver from 's3rver';
import { dataBuckets } from '@oj/shared';
import { isLocalToolRequest } from './loopback-guard';

export interface RunningStorage {
  endpoint: string;
  /** Bucket name by the bucket's environment variable name. */
  buckets: Record<string, string>;
  stop(): Promise<void>;
}

type RequestListener = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Puts a guard before s3rver's own request handling: it answers only requests to the loopback by
 * name that no browser sent (see loopback-guard.ts). s3rver has no hook for it, so its listener is
 * taken off the server it made and called from the guard.
 */
function guardRequests(server: Server, port: number): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!isLocalToolRequest(request.headers, port)) {
      response.writeHead(403, { 'content-type': 'text/plain' });
      response.end('Forbidden');
      return;
    }
    for (const listener of listeners) listener(request, response);
  });
}

/**
 * S3 on disk (s3rver) on 127.0.0.1: test data and uploads must survive a restart, which fauxqs's
 * in-memory S3 would not give. The buckets come from the same definitions as the CDK storage stack.
 */
export async function startLocalStorage(port: number, directory: string): Promise<RunningStorage> {
  mkdirSync(directory, { recursive: true });
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: dataBuckets.map((bucket) => ({ name: bucket.localName, configs: [] })),
  });
  await server.run();
  guardRequests((server as unknown as { httpServer: Server }).httpServer, port);
  return {
    endpoint: `http://127.0.0.1:${port}`,
    buckets: Object.fromEntries(dataBuckets.map((bucket) => [bucket.envVar, bucket.localName])),
    stop: () => server.close(),
  };
}
