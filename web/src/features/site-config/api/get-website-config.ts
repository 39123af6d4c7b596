import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWebsiteConfig } from '@oj/shared/api/site';
import { defaultWebsiteConfig, type WebsiteConfig } from '@oj/shared/domain/website-config';
import { callApi } from '../../../lib/api-client';

export const websiteConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['get-website-config'],
    queryFn: () => callApi(getWebsiteConfig),
    staleTime: 5 * 60_000,
  });

/** The website config, or the defaults until it has arrived (or when the call failed). */
export function useWebsiteConfig(): WebsiteConfig {
  return useQuery(websiteConfigQueryOptions()).data ?? defaultWebsiteConfig;
}
