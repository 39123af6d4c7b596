import { useQuery } from '@tanstack/react-query';
import { getWebsiteConfig } from '@oj/shared/api/site';
import { defaultWebsiteConfig, type WebsiteConfig } from '@oj/shared/domain/website-config';
import { callQueryOptions } from '../../../lib/call-query';

export const websiteConfigQueryOptions = () =>
  callQueryOptions(getWebsiteConfig, {}, { staleTime: 5 * 60_000 });

/** The website config, or the defaults until it has arrived (or when the call failed). */
export function useWebsiteConfig(): WebsiteConfig {
  return useQuery(websiteConfigQueryOptions()).data ?? defaultWebsiteConfig;
}
