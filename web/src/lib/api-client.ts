import type { z } from 'zod';
import type { CallDefinition, CallResponse } from '@oj/shared/api/define-call';
import { fieldRefusalOf, type Envelope } from '@oj/shared/api/envelope';
import { refreshTokenHeader, urlTypeHeader } from '@oj/shared/auth/session-policy';
import { ApiError } from './api-error';
import { apiEvents } from './api-events';
import { reportApiFailure } from './api-failure-report';
import { i18n } from './i18n/i18n';
import { readStoredToken, writeStoredToken } from './token-storage';

/** Request timeout of spec §9. */
export const requestTimeoutMs = 90_000;

export interface CallInput<C extends CallDefinition> {
  query?: z.input<C['query']>;
  body?: z.input<C['body']>;
  /** A multipart body (file uploads) instead of JSON; the browser sets its content type. */
  form?: FormData;
}

export interface CallOptions {
  /** HTTP statuses this caller handles itself: no toast, no global reaction, just the ApiError. */
  quietHttpStatuses?: readonly number[];
  /** Envelope statuses of refusals this caller shows itself (a compile error in its own dialog): no toast. */
  quietRefusalStatuses?: readonly number[];
  /** Spec §9: 90 s for calls, longer for file downloads. */
  timeoutMs?: number;
}

/** An answer and its headers; login needs the token in `authorization`. */
export interface CallAnswer<T> {
  data: T;
  headers: Headers;
}

function queryString(query: object | undefined): string {
  const params = new URLSearchParams();
  // Empty filter values are dropped from list queries (spec §5).
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function isAdminPath(path: string): boolean {
  return path.split('/')[2] === 'admin';
}

function requestBody(input: CallInput<CallDefinition>): BodyInit | undefined {
  if (input.form) return input.form;
  return input.body === undefined ? undefined : JSON.stringify(input.body);
}

async function send(
  call: CallDefinition,
  input: CallInput<CallDefinition>,
  timeoutMs = requestTimeoutMs,
): Promise<Response> {
  const headers = new Headers({ [urlTypeHeader]: isAdminPath(call.path) ? 'admin' : 'general' });
  headers.set('accept-language', i18n.language);
  const token = readStoredToken();
  if (token && call.path !== '/api/login') headers.set('authorization', token);
  if (input.body !== undefined && !input.form) headers.set('content-type', 'application/json');
  try {
    return await fetch(call.path + queryString(input.query as object | undefined), {
      method: call.method,
      headers,
      body: requestBody(input),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw timedOut
      ? new ApiError('timeout', i18n.t('errors.timeout'))
      : new ApiError('network', i18n.t('errors.network'));
  }
}

/** A `refresh-token` answer carries the renewed token in `authorization` (spec §7). */
function adoptRenewedToken(response: Response): void {
  if (!response.headers.get(refreshTokenHeader)) return;
  const renewed = response.headers.get('authorization');
  if (renewed) writeStoredToken(renewed);
}

async function readEnvelope(response: Response): Promise<Partial<Envelope<unknown>>> {
  try {
    return (await response.json()) as Partial<Envelope<unknown>>;
  } catch {
    return {};
  }
}

/**
 * A refusal by the server as an ApiError. One that refuses a request field carries the sentence for a
 * person and the field in `data` (`msg` puts the field's name first, for other clients): the sentence
 * is what the user reads, the field is what a form marks.
 */
function refusal(envelope: Partial<Envelope<unknown>>, fallback: string): ApiError {
  const refused = fieldRefusalOf(envelope.data);
  const message = refused?.message || envelope.msg || fallback;
  return new ApiError('refused', message, envelope.status ?? 0, refused?.field);
}

/** Turns a non-2xx answer into an ApiError, after the reaction spec §8 names for its status. */
function httpFailure(call: CallDefinition, httpStatus: number, message: string | undefined): ApiError {
  const admin = isAdminPath(call.path);
  if (httpStatus === 401) apiEvents.onUnauthorized(admin);
  if (httpStatus === 403) apiEvents.onForbidden(admin);
  const text = httpStatus === 404 ? i18n.t('errors.notFound') : (message ?? i18n.t('errors.server'));
  return new ApiError('http', text, httpStatus);
}

/**
 * Makes one /api call and returns its `data` and the response headers. Every failure is reported to
 * the user here (toast, and a desktop notification for refusals) unless the caller said it handles
 * that HTTP status itself, then thrown as an ApiError so queries and mutations see it.
 */
export async function callApiWithHeaders<C extends CallDefinition>(
  call: C,
  input: CallInput<C> = {},
  options: CallOptions = {},
): Promise<CallAnswer<CallResponse<C>>> {
  let failure: ApiError;
  try {
    const response = await send(call, input, options.timeoutMs);
    adoptRenewedToken(response);
    const envelope = await readEnvelope(response);
    if (options.quietHttpStatuses?.includes(response.status)) {
      throw new ApiError('http', envelope.msg ?? '', response.status);
    }
    if (!response.ok) throw httpFailure(call, response.status, envelope.msg || undefined);
    if (envelope.status !== 200) throw refusal(envelope, i18n.t('errors.server'));
    return { data: envelope.data as CallResponse<C>, headers: response.headers };
  } catch (error) {
    failure = error instanceof ApiError ? error : new ApiError('network', i18n.t('errors.network'));
  }
  const quiet =
    (failure.kind === 'http' && options.quietHttpStatuses?.includes(failure.status)) ||
    (failure.kind === 'refused' && options.quietRefusalStatuses?.includes(failure.status));
  if (!quiet) {
    reportApiFailure(failure);
  }
  throw failure;
}

/** Makes one /api call and returns its `data`; see callApiWithHeaders for the failure rules. */
export async function callApi<C extends CallDefinition>(
  call: C,
  input: CallInput<C> = {},
  options: CallOptions = {},
): Promise<CallResponse<C>> {
  return (await callApiWithHeaders(call, input, options)).data;
}

/**
 * Fetches a call that answers with a file (a test-data zip). A JSON answer instead is a refusal: its
 * message is shown, or "Invalid file format" when it has none (spec §8). Failures are reported as for
 * every call, then thrown.
 */
export async function fetchFile<C extends CallDefinition>(
  call: C,
  input: CallInput<C> = {},
  options: CallOptions = {},
): Promise<{ blob: Blob; headers: Headers }> {
  let failure: ApiError;
  try {
    const response = await send(call, input, options.timeoutMs);
    adoptRenewedToken(response);
    const isJson = response.headers.get('content-type')?.includes('application/json') ?? false;
    if (!response.ok && !isJson) throw httpFailure(call, response.status, undefined);
    if (isJson) {
      const envelope = await readEnvelope(response);
      if (!response.ok) throw httpFailure(call, response.status, envelope.msg || undefined);
      throw refusal(envelope, i18n.t('errors.invalidFile'));
    }
    return { blob: await response.blob(), headers: response.headers };
  } catch (error) {
    failure = error instanceof ApiError ? error : new ApiError('network', i18n.t('errors.network'));
  }
  reportApiFailure(failure);
  throw failure;
}
