import { inject } from 'vitest';
import './provided-context';
import { callStack, type ApiInit } from './stack-api';

/** One call of the /api contract against the test run's local stack; a refusal fails the test naming the path. */
export async function apiCall<T>(path: string, init: ApiInit = {}): Promise<T> {
  return (await callStack<T>(inject('localStack').url, path, init)).data;
}
