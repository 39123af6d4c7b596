import { isIPv6 } from 'node:net';

/** Expands an IPv6 address to its eight groups of four hex digits. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = tail === undefined ? [] : Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...missing, ...right].map((group) => group.padStart(4, '0').toLowerCase());
}

/** Takes the port off `CloudFront-Viewer-Address` (`203.0.113.7:4711`, `2001:db8::1:4711`). */
function withoutPort(viewerAddress: string): string {
  const cut = viewerAddress.lastIndexOf(':');
  return cut > 0 ? viewerAddress.slice(0, cut) : viewerAddress;
}

/**
 * Who a request comes from, for the per-client limits (login back-off, mail). Behind CloudFront the
 * TCP peer is an edge server shared by many viewers, so the viewer's own address that CloudFront puts
 * in `CloudFront-Viewer-Address` counts; without it (the local stack, a direct call) the peer does.
 * An IPv6 client is its /64 network, which one household or attacker holds whole.
 */
export function clientKeyOf(
  headers: Record<string, string | undefined>,
  sourceIp: string | undefined,
): string {
  const viewer = headers['cloudfront-viewer-address'];
  const address = (viewer ? withoutPort(viewer) : sourceIp) ?? 'unknown';
  if (address.startsWith('::ffff:')) return address.slice('::ffff:'.length);
  return isIPv6(address) ? `${ipv6Groups(address).slice(0, 4).join(':')}::/64` : address;
}
