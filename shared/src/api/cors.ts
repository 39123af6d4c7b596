/**
 * Cross-origin rules of /api, shared by the Lambda functions, the HTTP API and the local adapter.
 * The token travels in a header, so any origin may call; the site itself is same-origin. Credentials
 * are never allowed across origins: the one cookie, the upload widget's, is same-site and
 * Origin-checked (functions/src/auth/upload-cookie.ts).
 */
export const corsPolicy = {
  allowOrigins: ['*'],
  allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
  allowHeaders: ['Authorization', 'Content-Type', 'Url-Type', 'Accept-Language'],
  exposeHeaders: ['Authorization', 'refresh-token'],
  maxAgeSeconds: 86_400,
} as const;
