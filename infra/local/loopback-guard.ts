/** The names a request to this machine's loopback may carry in its Host header. */
const loopbackNames = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Whether a Host header names the loopback on `port`. A page on another domain can rebind its name to
 * 127.0.0.1 and so reach a local port from the browser, but its requests still carry its own name in
 * Host: checking it is what keeps such a page away (DNS rebinding).
 */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  if (!host) return false;
  const lower = host.toLowerCase();
  return loopbackNames.some((name) => lower === `${name}:${port}` || (port === 80 && lower === name));
}

/**
 * Whether an emulator may answer a request: addressed to the loopback by name and not sent by a
 * browser. Browsers add an Origin header to every cross-origin POST and to fetches; the AWS SDKs never
 * send one, and the emulators accept any credentials, so a page must not be able to talk to them.
 */
export function isLocalToolRequest(headers: { host?: string; origin?: string }, port: number): boolean {
  return isLoopbackHost(headers.host, port) && headers.origin === undefined;
}
