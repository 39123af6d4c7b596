import { isIPv6 } from 'node:net';

/**
 * The header CloudFront adds to every request it forwards to the API, carrying a value generated per
 * deployment (infra/src/stacks/api-stack.ts). A caller reaching the API Gateway URL directly does
 * not know the value, so it cannot pass for CloudFront.
 */
export const originVerifyHeader = 'x-oj-origin-verify';

/**
 * The viewer's address, written by the /api/* behaviour's viewer-request function from the TCP
 * connection CloudFront accepted (it overwrites any value the viewer sent).
 */
export const viewerAddressHeader = 'x-oj-viewer-address';

/**
 * The host name the viewer asked for (its `Host`), written by the same function: CloudFront hands the
 * API its own host instead, and the upload cookie's `Origin` check needs the site's (request-origin.ts).
 */
export const viewerHostHeader = 'x-oj-viewer-host';

/** The environment variable holding the value of {@link originVerifyHeader}; unset locally. */
export const originVerifyEnvVar = 'OJ_ORIGIN_VERIFY';

/** Expands an IPv6 address to its eight groups of four hex digits. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...missing, ...right].map((group) => group.padStart(4, '0').toLowerCase());
}

/** Whether the request came through CloudFront: it carries this deployment's origin value. */
export function cameThroughCloudFront(
  headers: Record<string, string | undefined>,
  originVerifyValue: string | undefined = process.env[originVerifyEnvVar],
): boolean {
  return Boolean(originVerifyValue) && headers[originVerifyHeader] === originVerifyValue;
}

/**
 * Who a request comes from, for the per-client limits (login back-off, mail). Behind CloudFront the
 * TCP peer is an edge server shared by many viewers, so the viewer's own address counts, but only
 * when the request proves it came through CloudFront (the origin value): anyone can send the viewer
 * header straight to the API Gateway URL to pass for a new client at each request. Otherwise, and
 * always locally (no origin value is set; the local adapter is the only way in), the peer counts.
 * An IPv6 client is its /64 network, which one household or attacker holds whole.
 */
export function clientKeyOf(
  headers: Record<string, string | undefined>,
  sourceIp: string | undefined,
  originVerifyValue: string | undefined = process.env[originVerifyEnvVar],
): string {
  const viewer = cameThroughCloudFront(headers, originVerifyValue) ? headers[viewerAddressHeader] : undefined;
  const address = (viewer?.trim() || sourceIp) ?? 'unknown';
  if (address.startsWith('::ffff:')) return address.slice('::ffff:'.length);
  return isIPv6(address) ? `${ipv6Groups(address).slice(0, 4).join(':')}::/64` : address;
}
