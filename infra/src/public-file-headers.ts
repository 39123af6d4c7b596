/**
 * Headers of every uploaded file the site serves under /public (avatars, markdown images and files),
 * from CloudFront's public behaviour and from the local HTTP adapter alike. Uploaded bytes are never a
 * page of the site: the policy gives a file opened on its own no script, no plug-in and no origin
 * (`sandbox`), and nosniff keeps browsers to the stored type, which the server decided from the
 * content for images (a picture in a statement is an `<img>`, which this policy does not touch).
 */
export const publicFileContentSecurityPolicy =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

export const publicFileHeaders = {
  'content-security-policy': publicFileContentSecurityPolicy,
  'x-content-type-options': 'nosniff',
} as const;
