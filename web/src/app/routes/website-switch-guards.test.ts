import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { isRedirect } from '@tanstack/react-router';
import { defaultWebsiteConfig } from '@oj/shared/domain/website-config';
import { websiteConfigQueryOptions } from '../../features/site/api/get-website-config';
import { currentToasts } from '../../lib/toast-store';
import { guardContestComment, guardPublicDiscussion } from './website-switch-guards';

function clientWith(switches: { openPublicDiscussion: boolean; openContestComment?: boolean }): QueryClient {
  const client = new QueryClient();
  client.setQueryData(websiteConfigQueryOptions().queryKey, { ...defaultWebsiteConfig, ...switches });
  return client;
}

describe('the public discussion guard', () => {
  it('lets the discussion routes open while the switch is on', async () => {
    await expect(guardPublicDiscussion(clientWith({ openPublicDiscussion: true }))).resolves.toBeUndefined();
  });

  it('sends the visitor home with the no-access message while the switch is off', async () => {
    const thrown = await guardPublicDiscussion(clientWith({ openPublicDiscussion: false })).catch(
      (error: unknown) => error,
    );
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe('/home');
    expect(currentToasts().map((toast) => toast.tone)).toContain('warning');
  });
});

describe('the contest comment guard', () => {
  it('reads its own switch: open while contest comments are on, whatever the board', async () => {
    const client = clientWith({ openPublicDiscussion: false, openContestComment: true });
    await expect(guardContestComment(client)).resolves.toBeUndefined();
  });

  it('sends the visitor home while contest comments are off', async () => {
    const client = clientWith({ openPublicDiscussion: true, openContestComment: false });
    const thrown = await guardContestComment(client).catch((error: unknown) => error);
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: { to: string } }).options.to).toBe('/home');
  });
});
