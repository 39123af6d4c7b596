/* One API call through the local adapter, with what it cost: its latency, the DynamoDB units the
   handler reports in `x-consumed-capacity`, and the S3 requests it made (see s3-request-count.ts). */
import { s3RequestCount } from './s3-request-count';

export interface CallSample {
  ms: number;
  read: number;
  write: number;
  /** S3 requests made while this call ran: exact only when no other call runs at the same time. */
  s3: number;
  status: number;
  msg: string;
  data: unknown;
  headers: Headers;
}

export interface CallRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export async function callApi(url: string, request: CallRequest): Promise<CallSample> {
  const headers: Record<string, string> = { 'accept-language': 'en-US', ...request.headers };
  if (request.token) headers.authorization = request.token;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  const s3Before = s3RequestCount();
  const started = performance.now();
  const response = await fetch(`${url}${request.path}`, {
    method: request.method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const envelope = (await response.json()) as { status: number; msg: string; data: unknown };
  const ms = performance.now() - started;
  const units = /read=([\d.]+);write=([\d.]+)/.exec(response.headers.get('x-consumed-capacity') ?? '');
  return {
    ms,
    read: Number(units?.[1] ?? 0),
    write: Number(units?.[2] ?? 0),
    s3: s3RequestCount() - s3Before,
    status: envelope.status,
    msg: envelope.msg,
    data: envelope.data,
    headers: response.headers,
  };
}

/** The call's data, or an error naming the call and the answer when it did not succeed. */
export async function callOk<T>(url: string, request: CallRequest): Promise<T> {
  const sample = await callApi(url, request);
  if (sample.status !== 200)
    throw new Error(`${request.method} ${request.path}: ${sample.status} ${sample.msg}`);
  return sample.data as T;
}
