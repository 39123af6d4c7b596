import { cameThroughCloudFront, viewerHostHeader } from './client-address';

type Headers = Record<string, string | undefined>;

/**
 * Whether the request reached the site over HTTPS, so that a cookie set for it may be `Secure`. API
 * Gateway (behind CloudFront or called directly) sets `X-Forwarded-Proto` itself; so does the local
 * adapter (`http`), over any value the client sent.
 */
export function servedOverHttps(headers: Headers): boolean {
  return headers['x-forwarded-proto'] !== 'http';
}

/**
 * The site's own origin as the browser sees it: behind CloudFront, the host the viewer asked for
 * (which CloudFront passes in the viewer host header, trusted only beside the origin value), else the
 * request's `Host` (the local adapter, or the API Gateway URL called directly).
 */
export function siteOriginOf(headers: Headers): string | undefined {
  const host = cameThroughCloudFront(headers) ? headers[viewerHostHeader] : headers.host;
  if (!host) return undefined;
  return `${servedOverHttps(headers) ? 'https' : 'http'}://${host.toLowerCase()}`;
}

/**
 * Whether a browser sent the request from a page of the site itself: its `Origin` is the site's.
 * Browsers send `Origin` with every POST, same-origin ones included; a request without one, or from
 * another origin, is not the site's page.
 */
export function comesFromSitePage(headers: Headers): boolean {
  const origin = headers.origin?.trim().toLowerCase();
  const site = siteOriginOf(headers);
  return origin !== undefined && site !== undefined && origin === site;
}
