import { apiCall } from './api-call';

/** How long the server may take to answer a changed switch: its cache time (5 s) and room to spare. */
const appliedWithinMs = 20_000;

/**
 * Sets website switches through the switch page's calls, then waits until the server answers them:
 * a warm function reads the config at most 5 s late, and the test (or the file after it) must not
 * meet the old value. The local stack runs every area in one process with one cached config, so the
 * public config call seeing the change means every area sees it. Usable in hooks as well as tests.
 */
export async function setWebsiteSwitches(token: string, changes: Record<string, boolean>): Promise<void> {
  const switches = await apiCall<Record<string, unknown>>('/api/admin/switch/info', { token });
  await apiCall('/api/admin/switch/update', { method: 'PUT', token, body: { ...switches, ...changes } });
  const deadline = Date.now() + appliedWithinMs;
  for (;;) {
    const config = await apiCall<Record<string, unknown>>('/api/get-website-config');
    if (Object.entries(changes).every(([name, value]) => config[name] === value)) return;
    if (Date.now() > deadline)
      throw new Error(
        `the switches ${JSON.stringify(changes)} were not applied within ${appliedWithinMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
