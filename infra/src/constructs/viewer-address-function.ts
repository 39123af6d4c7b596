import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { viewerAddressHeader, viewerHostHeader } from '@oj/functions/auth/client-address';

/**
 * Viewer-request code (cloudfront-js-2.0) of /api/*: writes the address of the viewer's connection
 * into the header the API counts per-client limits by, and the host the viewer asked for into the one
 * the upload cookie's origin check reads, replacing whatever the viewer sent under those names.
 * CloudFront's own `CloudFront-Viewer-Address` cannot be used: an origin request policy can add
 * CloudFront headers only on top of every viewer header including Host, and API Gateway finds the API
 * by its Host; the policy that leaves out Host (AllViewerExceptHostHeader) forwards viewer headers
 * only, these among them.
 */
export const viewerAddressCode = `
function handler(event) {
  var request = event.request;
  request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip };
  var host = request.headers.host;
  if (host) request.headers['${viewerHostHeader}'] = { value: host.value };
  else delete request.headers['${viewerHostHeader}'];
  return request;
}
`;

export function viewerAddressFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    comment: 'Pass the viewer address and host to the API, replacing any the viewer sent.',
    code: FunctionCode.fromInline(viewerAddressCode),
    runtime: FunctionRuntime.JS_2_0,
  });
}
