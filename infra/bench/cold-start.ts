import { spawn } from 'node:child_process';

/** One fresh process: load the bundle, answer one request, report both times in ms. */
const probe = `
const started = performance.now();
const [bundle, path] = process.argv.slice(1);
const { handler } = await import(bundle);
const loaded = performance.now();
const event = {
  version: '2.0', routeKey: 'GET ' + path, rawPath: path, rawQueryString: '',
  headers: {}, isBase64Encoded: false,
  requestContext: { requestId: 'cold', http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' } },
};
const answer = await handler(event, { awsRequestId: 'cold', getRemainingTimeInMillis: () => 29000 });
const answered = performance.now();
if (typeof JSON.parse(answer.body).status !== 'number') throw new Error('not an envelope: ' + answer.body);
console.log(JSON.stringify({ loadMs: loaded - started, firstAnswerMs: answered - started }));
`;

export interface ColdStart {
  loadMs: number;
  firstAnswerMs: number;
}

/** Measures a freshly loaded bundle: import time, and time to its first answer to a GET of `path`. */
export function coldStart(bundle: string, path: string, env: Record<string, string>): Promise<ColdStart> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', probe, bundle, path], {
      env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output) as ColdStart)
        : reject(new Error(`cold start probe failed: ${errors}`)),
    );
  });
}
