import { QueryClient } from '@tanstack/react-query';

/** Failures are already shown by the API client, so queries do not retry into a second toast. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}
