import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { defaultWebsiteConfig } from '@oj/shared/domain/website-config';
import { websiteConfigQueryOptions } from '../../features/site/api/get-website-config';
import { currentToasts } from '../../lib/toast-store';
import { guardPublicDiscussion } from './discussion-guard';

function clientWith(openPublicDiscussion: boolean): QueryClient {
  const client = new QueryClient();
  client.setQueryData(websiteConfigQueryOptions().queryKey, {
    ...defaultWebsiteConfig,
    openPublicDiscussion,
  });
  return client;
}

describe('the public discussion guard', () => {
  it('lets the discussion routes open while the switch is on', async () => {
    await expect(guardPublicDiscussion(clientWith(true))).resolves.toBeUndefined();
  });

  it('sends the visitor home with the no-access message while the switch is off', async () => {
    const thrown = await guardPublicDiscussion(clientWith(false)).catch((error: unknown) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe('/home');
    expect(currentToasts().map((toast) => toast.tone)).toContain('warning');
  });
});
