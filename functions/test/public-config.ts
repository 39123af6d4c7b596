import type { WebsiteConfig } from '@oj/shared';
import { callApi, eventually } from './local-stack';

/**
 * Waits until GET /api/get-website-config answers `expected`'s fields. A warm function keeps its copy
 * of the config for 5 s, so a test that changed the config and put it back must wait for this before
 * it ends: the next test, or the next file on the same stack, would otherwise meet the changed value
 * (a board still closed, say). Throws when the answer has not come within `eventually`'s 15 s.
 */
export async function untilPublicConfigShows(url: string, expected: Partial<WebsiteConfig>): Promise<void> {
  const shows = (config: WebsiteConfig) =>
    Object.entries(expected).every(
      ([name, value]) => JSON.stringify(config[name as keyof WebsiteConfig]) === JSON.stringify(value),
    );
  const answer = await eventually(
    () => callApi<WebsiteConfig>(`${url}/api/get-website-config`),
    (read) => read.envelope.status === 200 && shows(read.envelope.data),
  );
  if (answer.envelope.status !== 200 || !shows(answer.envelope.data))
    throw new Error(`the public config did not show ${JSON.stringify(expected)} within 15 s`);
}
