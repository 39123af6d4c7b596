/**
 * The security headers of every answer the site gives, from CloudFront in the cloud (the web stack's
 * response-headers policy) and from the local HTTP adapter, so both send the same.
 *
 * The content security policy allows what the built web app really loads, all from its own origin:
 * scripts and fonts (KaTeX's) from files, styles from files and from inline `style` attributes and
 * elements (CodeMirror and KaTeX set them at run time), pictures from files and from `data:`/`blob:`
 * URLs (captcha pictures, avatar previews before upload), and calls to its own /api. Nothing may frame
 * the site, no plug-in runs, and forms and `<base>` stay on the site.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Other pages learn nothing of the path a visitor came from (reset links carry a code). */
export const referrerPolicy = 'same-origin';

/**
 * Header name to value. Each is added where the answer has none of its own: an answer that sets one
 * (the API's handlers set some of these themselves) keeps its value.
 */
export const securityHeaders = {
  'content-security-policy': contentSecurityPolicy,
  'x-content-type-options': 'nosniff',
  'referrer-policy': referrerPolicy,
  'x-frame-options': 'DENY',
} as const;
