import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import sirv from 'sirv';
import { allCalls, areaOfCall, corsPolicy, fallbackArea, type ApiArea } from '@oj/shared';
import { readPublicUploadAt } from '@oj/functions/data/uploads/read-public-upload';
import { publicFileHeaders } from '../src/public-file-headers';
import { AppError } from '../../functions/src/frame/app-error';
import { langFromHeader } from '../../functions/src/frame/lang';
import { securityHeaders } from '../src/security-headers';
import { localLambdaContext, toApiGatewayEvent } from './api-event';
import { outboxAccess } from './outbox-access';
import { renderOutboxPage } from './outbox-page';

export type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

export interface HttpAdapterOptions {
  /** The handler of each area, loaded from the same modules the cloud bundles. */
  handlers: Record<ApiArea, LambdaHandler>;
  /** Built web app to serve for every path outside /api; absent means not built. */
  webRoot: string;
  /** Where the handlers put the mail they send; listed at /_outbox. */
  outboxDir: string;
  /** The token /_outbox asks for (`?token=…`), kept in the data folder's secrets.json. */
  outboxToken: string;
}

/** API Gateway's HTTP API refuses request bodies over 10 MB; so does the adapter. */
export const maxBodyBytes = 10 * 1024 * 1024;

/** Past this much, an oversized body is no longer read to its end: the connection is closed. */
const maxDrainedBytes = 8 * maxBodyBytes;

/** `METHOD /path` to area, the same table the HTTP API's routes are made from. */
const areaByRoute = new Map(allCalls.map((call) => [`${call.method} ${call.path}`, areaOfCall(call)]));

/**
 * The request body, or `tooLarge` when it is over the limit. An oversized body is still read to its end
 * (and dropped), so the client gets the 413 answer instead of a connection reset mid-upload; only a
 * body many times the limit is cut off.
 */
function readBody(request: IncomingMessage): Promise<Buffer | 'tooLarge'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxDrainedBytes) {
        resolve('tooLarge');
        request.destroy();
      } else if (size <= maxBodyBytes) {
        chunks.push(chunk);
      }
    });
    request.on('end', () => resolve(size > maxBodyBytes ? 'tooLarge' : Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** The 413 in the API's envelope and the caller's language, as the handlers answer their own errors. */
function answerTooLarge(request: IncomingMessage, response: ServerResponse): void {
  const error = new AppError('requestTooLarge', { limit: maxBodyBytes });
  const lang = langFromHeader(request.headers['accept-language']);
  response.writeHead(error.httpStatus, { 'content-type': 'application/json', connection: 'close' });
  response.end(JSON.stringify({ status: error.status, msg: error.messageIn(lang), data: null }));
}

function writeResult(response: ServerResponse, result: APIGatewayProxyResultV2): void {
  // Payload 2.0 lets a function return a bare value, which the HTTP API sends as 200 JSON.
  if (
    typeof result === 'string' ||
    result === null ||
    typeof result !== 'object' ||
    !('statusCode' in result)
  ) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  // API Gateway leaves out headers whose value is missing; Node would refuse to send them.
  const headers: Record<string, string | string[]> = Object.fromEntries(
    Object.entries(result.headers ?? {})
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([name, value]) => [name, String(value)]),
  );
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(
    result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined,
  );
}

/** The HTTP API answers CORS preflights itself, from its CORS configuration, without calling a function. */
function answerPreflight(response: ServerResponse): void {
  response.writeHead(204, {
    'access-control-allow-origin': corsPolicy.allowOrigins.join(','),
    'access-control-allow-methods': corsPolicy.allowMethods.join(','),
    'access-control-allow-headers': corsPolicy.allowHeaders.join(','),
    'access-control-expose-headers': corsPolicy.exposeHeaders.join(','),
    'access-control-max-age': String(corsPolicy.maxAgeSeconds),
  });
  response.end();
}

/**
 * /api/public/* (and /public/*, the older links) as CloudFront serves it from the uploads bucket: the
 * avatars, carousel pictures and markdown uploads of functions/src/data/uploads/public-upload-paths.ts
 * (with the headers they were stored with), read from the local S3 with the environment the handlers
 * run with. Nothing else of the bucket is reachable.
 */
async function servePublicFile(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const method = (request.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' });
    response.end('Method Not Allowed');
    return;
  }
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = await readPublicUploadAt(path).catch((error: unknown) => {
    console.error(
      JSON.stringify({ level: 'error', message: 'public file read failed', path, error: String(error) }),
    );
    return undefined;
  });
  if (!file) {
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not Found');
    return;
  }
  response.writeHead(200, {
    'content-type': file.contentType,
    'content-length': String(file.bytes.length),
    ...(file.cacheControl ? { 'cache-control': file.cacheControl } : {}),
    ...(file.contentDisposition ? { 'content-disposition': file.contentDisposition } : {}),
    ...publicFileHeaders,
  });
  response.end(method === 'HEAD' ? undefined : Buffer.from(file.bytes));
}

/** Answers /_outbox: the mail list for a request with the token to the loopback by name, else 403. */
async function serveOutbox(
  request: IncomingMessage,
  response: ServerResponse,
  options: HttpAdapterOptions,
): Promise<void> {
  const refusal = outboxAccess(request, options.outboxToken);
  if (refusal) {
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
    response.end(refusal);
    return;
  }
  const page = await renderOutboxPage(options.outboxDir);
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  response.end(page);
}

/**
 * The local stand-in for API Gateway and CloudFront on one port: /api/* becomes an HTTP API event for
 * the area's real handler module; /api/public/* and /public/* the uploads bucket's public files; every other
 * path is the built web app, with index.html for routes. Every answer carries the security headers
 * CloudFront's response-headers policy adds, where it has none of its own.
 */
export function createHttpAdapter(options: HttpAdapterOptions): Server {
  const serveWeb = existsSync(options.webRoot)
    ? sirv(options.webRoot, { single: true, etag: true })
    : undefined;

  return createServer((request, response) => {
    // Set before any answer is written: an answer's own header of the same name replaces these.
    for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
    const url = request.url ?? '/';
    if (url.startsWith('/public/') || url.startsWith('/api/public/')) {
      void servePublicFile(request, response);
    } else if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) {
      void serveApi(request, response);
    } else if (url === '/_outbox' || url.startsWith('/_outbox?')) {
      void serveOutbox(request, response, options);
    } else if (serveWeb) {
      serveWeb(request, response, () => {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('Not Found');
      });
    } else {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('The web app is not built: run `npm run build -w web`.');
    }
  });

  async function serveApi(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = (request.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS' && request.headers['access-control-request-method']) {
      answerPreflight(response);
      return;
    }
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/\/+$/, '');
    const area = areaByRoute.get(`${method} ${path}`) ?? fallbackArea;
    const routeKey = areaByRoute.has(`${method} ${path}`) ? `${method} ${path}` : 'ANY /api/{proxy+}';
    const body = await readBody(request).catch(() => undefined);
    if (body === undefined) {
      // The client went away mid-body: there is nobody to answer.
      response.destroy();
      return;
    }
    if (body === 'tooLarge') {
      answerTooLarge(request, response);
      return;
    }
    const event = toApiGatewayEvent(
      {
        method,
        url: request.url ?? '/',
        headers: request.headers,
        body,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
      },
      routeKey,
    );
    const context = localLambdaContext(`oj-${area}`, event.requestContext.requestId);
    try {
      writeResult(response, await options.handlers[area](event, context));
    } catch (error) {
      // A handler that throws past its own error envelope is what API Gateway reports as a 500.
      console.error(JSON.stringify({ level: 'error', message: 'handler threw', area, error: String(error) }));
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Internal Server Error' }));
    }
  }
}
