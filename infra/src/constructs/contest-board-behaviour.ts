import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  OriginRequestCookieBehavior,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type FunctionAssociation,
  type IOrigin,
  type IResponseHeadersPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { contestBoardMaxAgeSeconds, getContestBoard } from '@oj/shared';
import { viewerAddressHeader } from '@oj/functions/auth/client-address';

/** The one /api path CloudFront caches: the visitor's contest board (GET /api/contest-board). */
export const contestBoardPathPattern = getContestBoard.path;

/** What a page of the board depends on, and so what CloudFront keys its copies by. */
export const contestBoardQueryKeys = Object.keys(getContestBoard.query.shape);

/**
 * The cache behaviour of the visitor's board, listed before /api/*. A page is kept for the max-age
 * the function sends (5 s, never longer), keyed by the board's query parameters only, so cache
 * busters and header differences share one copy. Nothing is kept without a max-age (default TTL 0):
 * every refusal says `no-store`. The origin gets the query, the answer language and the viewer
 * address, and never Authorization or cookies: the function sees a visitor, so no answer carries a
 * renewed token, and a logged-in reader's page is the visitor's page.
 */
export function contestBoardBehaviour(
  scope: Construct,
  apiOrigin: IOrigin,
  viewerAddress: FunctionAssociation,
  responseHeadersPolicy: IResponseHeadersPolicy,
): BehaviorOptions {
  const cachePolicy = new CachePolicy(scope, 'ContestBoardCache', {
    comment: 'Online judge: the visitor contest board, kept for its max-age, keyed by its query',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(contestBoardMaxAgeSeconds),
    queryStringBehavior: CacheQueryStringBehavior.allowList(...contestBoardQueryKeys),
    headerBehavior: CacheHeaderBehavior.none(),
    cookieBehavior: CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const originRequestPolicy = new OriginRequestPolicy(scope, 'ContestBoardOrigin', {
    comment: 'Online judge: the visitor contest board; answer language and viewer address, no login',
    // The cache key's query parameters go to the origin anyway; others are dropped.
    queryStringBehavior: OriginRequestQueryStringBehavior.none(),
    headerBehavior: OriginRequestHeaderBehavior.allowList('accept-language', viewerAddressHeader),
    cookieBehavior: OriginRequestCookieBehavior.none(),
  });
  return {
    origin: apiOrigin,
    viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
    cachePolicy,
    originRequestPolicy,
    responseHeadersPolicy,
    functionAssociations: [viewerAddress],
  };
}
