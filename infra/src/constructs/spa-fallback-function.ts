import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';

/**
 * Viewer-request code (cloudfront-js-2.0). A path whose last segment has no dot is a route of the
 * single-page app (`/problem/1001`), so the viewer gets index.html and the router takes it from
 * there; a path with one (`/assets/index-3f2a.js`) is a file and is fetched as it is.
 *
 * This replaces the usual 403/404 error responses of the distribution, which would also turn the
 * API's 403s and 404s into index.html. The function is attached to the bucket's behaviour only, so it
 * never sees /api paths.
 */
export const spaFallbackCode = `
function handler(event) {
  var request = event.request;
  var lastSegment = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}
`;

export function spaFallbackFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    comment: 'Serve index.html for single-page-app routes.',
    code: FunctionCode.fromInline(spaFallbackCode),
    runtime: FunctionRuntime.JS_2_0,
  });
}
