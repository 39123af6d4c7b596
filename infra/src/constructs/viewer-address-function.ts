import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { viewerAddressHeader } from '@oj/functions/auth/client-address';

/**
 * Viewer-request code (cloudfront-js-2.0) of /api/*: writes the address of the viewer's connection
 * into the header the API counts per-client limits by, replacing whatever the viewer sent under that
 * name. CloudFront's own `CloudFront-Viewer-Address` cannot be used: an origin request policy can add
 * CloudFront headers only on top of every viewer header including Host, and API Gateway finds the API
 * by its Host; the policy that leaves out Host (AllViewerExceptHostHeader) forwards viewer headers
 * only, this one among them.
 */
export const viewerAddressCode = `
function handler(event) {
  var request = event.request;
  request.headers['${viewerAddressHeader}'] = { value: event.viewer.ip };
  return request;
}
`;

export function viewerAddressFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    comment: 'Pass the viewer address to the API, replacing any the viewer sent.',
    code: FunctionCode.fromInline(viewerAddressCode),
    runtime: FunctionRuntime.JS_2_0,
  });
}
