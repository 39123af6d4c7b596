import {
  Annotations,
  Aws,
  CfnOutput,
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  Validations,
  type StackProps,
} from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  OriginSslPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  S3OriginAccessControl,
  Signing,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Bucket, type IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { originVerifyHeader } from '@oj/functions/auth/client-address';
import { publicAvatarPath, publicMarkdownPath } from '@oj/functions/data/uploads/public-upload-paths';
import { spaFallbackFunction } from '../constructs/spa-fallback-function';
import { viewerAddressFunction } from '../constructs/viewer-address-function';
import { contestBoardBehaviour, contestBoardPathPattern } from '../constructs/contest-board-behaviour';
import { acknowledgeLibraryPolicyWildcards } from '../nag/acknowledge-wildcards';
import { privateBucketDefaults } from './storage-stack';
import { contentSecurityPolicy, referrerPolicy } from '../security-headers';
import { publicFileContentSecurityPolicy } from '../public-file-headers';

export interface WebStackProps extends StackProps {
  readonly httpApi: IHttpApi;
  /**
   * Sent to the API in the origin-verify header with every request CloudFront forwards: the API's
   * functions trust the viewer address only beside it (ApiStack.originVerifyValue).
   */
  readonly originVerifyValue: string;
  /** Receives CloudFront's access logs. */
  readonly accessLogsBucket: IBucket;
  /** The built web app to upload (web/dist); without it the bucket is left as it is. */
  readonly webAssets?: string;
  /** The user uploads bucket, whose avatars are served under /public/*; without it /public is not routed. */
  readonly uploadBucket?: IBucket;
}

/** Path pattern that CloudFront sends to the API; every other path is the web app. */
export const apiPathPattern = '/api/*';

/** Path pattern CloudFront serves from the uploads bucket: the older links of public files. */
export const publicPathPattern = '/public/*';

/**
 * The public files under /api, where links are given out now (`/api/public/img/…`, `/api/public/file/…`,
 * as the original server's): a front end behind a proxy that forwards only /api to the site still
 * shows avatars and pictures. Listed before /api/*, which would otherwise take these paths to the API.
 */
export const apiPublicPathPattern = '/api/public/*';

/**
 * Viewer-request code (cloudfront-js-2.0) of /api/public/* and /public/*: the paths of
 * functions/src/data/uploads/public-upload-paths.ts, built from its two patterns, become the objects
 * they name (`avatars/<owner>/<file>`, `markdown/<fileId>`); any other path is answered 404 here, so
 * nothing else of the bucket can be asked for.
 */
export const publicFilesCode = `
function handler(event) {
  var request = event.request;
  var avatar = /${publicAvatarPath.source}/.exec(request.uri);
  var markdown = /${publicMarkdownPath.source}/.exec(request.uri);
  if (avatar) {
    request.uri = '/avatars/' + avatar[1] + '/' + avatar[2];
    return request;
  }
  if (markdown) {
    request.uri = '/markdown/' + markdown[1];
    return request;
  }
  return { statusCode: 404, statusDescription: 'Not Found' };
}
`;

/** The CloudFront name of a referrer policy value. */
function referrerPolicyValue(value: string): HeadersReferrerPolicy {
  const match = Object.values(HeadersReferrerPolicy).find((policy) => String(policy) === value);
  if (!match) throw new Error(`CloudFront has no referrer policy "${value}"`);
  return match;
}

/**
 * The site's one origin for browsers: CloudFront serves the React app from a private bucket and
 * passes /api/* to the HTTP API, so the app calls its own origin and needs no CORS.
 *
 * The web bucket lives here rather than in the storage stack: its policy must name this distribution
 * (origin access control), which across stacks would make the two depend on each other. Its content
 * is built from the repository, so it is destroyed with the stack.
 */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    const webBucket = new Bucket(this, 'WebBucket', {
      ...privateBucketDefaults,
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });
    // Acknowledged: AwsSolutions-S1 asks for server access logs.
    Validations.of(webBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'Only CloudFront reads this bucket (origin access control), and CloudFront logs every viewer ' +
        'request to the access-log bucket; S3 logs would repeat them. They cannot go to that bucket ' +
        'either: its policy would have to name this bucket, a dependency cycle between the stacks.',
    });

    // "https://abc123.execute-api.eu-west-1.amazonaws.com" -> "abc123.execute-api.eu-west-1.amazonaws.com"
    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const securityHeaders = this.securityHeadersPolicy();
    // One origin access control signs CloudFront's reads of both buckets.
    const originAccessControl = new S3OriginAccessControl(this, 'OriginAccessControl', {
      signing: Signing.SIGV4_NO_OVERRIDE,
    });

    const apiOrigin = new HttpOrigin(apiDomain, {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      originSslProtocols: [OriginSslPolicy.TLS_V1_2],
      // The HTTP API answers within 29 s; CloudFront's default 30 s wait covers it.
      readTimeout: Duration.seconds(30),
      // Tells the API the request came through here, so the viewer address beside it is ours.
      customHeaders: { [originVerifyHeader]: props.originVerifyValue },
    });
    const viewerAddress = {
      function: viewerAddressFunction(this, 'ApiViewerAddress'),
      eventType: FunctionEventType.VIEWER_REQUEST,
    };

    this.distribution = new Distribution(this, 'Distribution', {
      comment: 'Online judge: web app and /api',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(webBucket, { originAccessControl }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [
          { function: spaFallbackFunction(this, 'SpaFallback'), eventType: FunctionEventType.VIEWER_REQUEST },
        ],
      },
      // CloudFront tries these in order: the public files' patterns and the one cached /api path come
      // before /api/*.
      additionalBehaviors: {
        ...(props.uploadBucket ? this.publicBehaviours(props.uploadBucket, originAccessControl) : {}),
        [contestBoardPathPattern]: contestBoardBehaviour(this, apiOrigin, viewerAddress, securityHeaders),
        [apiPathPattern]: {
          origin: apiOrigin,
          // A redirect would turn a POST into a GET; the API is https only instead.
          viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: AllowedMethods.ALLOW_ALL,
          // Answers depend on the user's token; nothing is cached at the edge (but the board above).
          cachePolicy: CachePolicy.CACHING_DISABLED,
          // Headers (Authorization, Url-Type, Accept-Language), query and cookies pass through; the Host
          // header must be the API's own for API Gateway to find the API.
          // The viewer address the function below writes is one of those headers.
          originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: securityHeaders,
          functionAssociations: [viewerAddress],
        },
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      // North America, Europe and Asia (where most zh-CN users are); leaves out the dearest edges.
      priceClass: PriceClass.PRICE_CLASS_200,
      enableLogging: true,
      logBucket: props.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
    });
    // Acknowledged: AwsSolutions-CFR4 asks viewers for TLS 1.2 at least.
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR4',
      reason:
        'The distribution uses the default *.cloudfront.net certificate, with which CloudFront fixes the ' +
        'minimum protocol at TLSv1; a custom domain with an ACM certificate lifts it to TLSv1.2_2021.',
    });
    // Acknowledged: AwsSolutions-CFR1 suggests geo restrictions.
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'Schools and contest organisers anywhere may use the site; there is no country to exclude.',
    });
    // Acknowledged: AwsSolutions-CFR2 suggests AWS WAF.
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR2',
      reason:
        'A web ACL costs a monthly fee even when idle; the API stage throttles requests, and WAF can be ' +
        'attached when a deployment is attacked.',
    });

    if (props.uploadBucket) {
      // Acknowledged: the origin cannot write the uploads bucket's policy (see publicBehaviour).
      Annotations.of(this.distribution).acknowledgeWarning(
        '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
        "publicBehaviour adds the uploads bucket's statement for CloudFront itself, scoped to avatars/*.",
      );
    }

    if (props.webAssets) this.deployWebAssets(props.webAssets, webBucket);

    new CfnOutput(this, 'SiteUrl', {
      description: 'The site: web app and /api.',
      value: `https://${this.distribution.distributionDomainName}`,
    });
  }

  /**
   * The site's security headers (src/security-headers.ts, which the local adapter sends too): the
   * content security policy, nosniff, frame denial, the referrer policy, and HSTS. Each is added where
   * the origin sent none: the API's answers keep their own stricter ones.
   */
  private securityHeadersPolicy(): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Online judge: CSP, nosniff, frame denial, referrer policy, HSTS',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy, override: false },
        contentTypeOptions: { override: false },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: false },
        referrerPolicy: { referrerPolicy: referrerPolicyValue(referrerPolicy), override: false },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: false },
      },
    });
  }

  /**
   * Uploaded files get the site's headers with a content security policy of their own
   * (src/public-file-headers.ts, which the local adapter sends too): sandboxed, no script, whatever the
   * file holds. Their type and `Content-Disposition` are the stored object's own.
   */
  private publicFileHeadersPolicy(): ResponseHeadersPolicy {
    return new ResponseHeadersPolicy(this, 'PublicFileHeaders', {
      comment: 'Online judge uploads: sandboxing CSP, nosniff, frame denial, referrer policy, HSTS',
      securityHeadersBehavior: {
        contentSecurityPolicy: { contentSecurityPolicy: publicFileContentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: false },
        referrerPolicy: { referrerPolicy: referrerPolicyValue(referrerPolicy), override: false },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), override: false },
      },
    });
  }

  /** /api/public/* and /public/*: one behaviour, one function, for both patterns. */
  private publicBehaviours(
    uploadBucket: IBucket,
    originAccessControl: S3OriginAccessControl,
  ): Record<string, BehaviorOptions> {
    const behaviour = this.publicBehaviour(uploadBucket, originAccessControl, this.publicFileHeadersPolicy());
    return { [apiPublicPathPattern]: behaviour, [publicPathPattern]: behaviour };
  }

  /**
   * The public files are read from the uploads bucket through origin access control. The bucket lives in
   * the storage stack; a policy naming this distribution there would make the two stacks depend on
   * each other, so the statement lets CloudFront distributions of this account read `avatars/*` only,
   * and the origin is given the bucket by name (an imported bucket, whose policy it leaves alone).
   * Avatar files get a new name on every upload, so they are cached as long as CloudFront likes.
   */
  private publicBehaviour(
    uploadBucket: IBucket,
    originAccessControl: S3OriginAccessControl,
    securityHeaders: ResponseHeadersPolicy,
  ): BehaviorOptions {
    uploadBucket.addToResourcePolicy(
      new PolicyStatement({
        sid: 'CloudFrontReadsAvatars',
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [uploadBucket.arnForObjects('avatars/*'), uploadBucket.arnForObjects('markdown/*')],
        conditions: {
          StringEquals: { 'AWS:SourceAccount': Aws.ACCOUNT_ID },
          ArnLike: { 'AWS:SourceArn': `arn:${Aws.PARTITION}:cloudfront::${Aws.ACCOUNT_ID}:distribution/*` },
        },
      }),
    );
    const uploads = Bucket.fromBucketAttributes(this, 'UploadsBucket', {
      bucketName: uploadBucket.bucketName,
      bucketRegionalDomainName: uploadBucket.bucketRegionalDomainName,
    });
    return {
      origin: S3BucketOrigin.withOriginAccessControl(uploads, { originAccessControl }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: securityHeaders,
      functionAssociations: [
        {
          function: new CloudFrontFunction(this, 'PublicAvatarPaths', {
            comment: 'Map the public file paths to avatars/ and markdown/ objects; refuse others.',
            code: FunctionCode.fromInline(publicFilesCode),
            runtime: FunctionRuntime.JS_2_0,
          }),
          eventType: FunctionEventType.VIEWER_REQUEST,
        },
      ],
    };
  }

  /**
   * Vite puts content-hashed files under assets/, which never change and are cached for a year;
   * everything else (index.html first) is revalidated on each load, so a deployment shows at once.
   * Old hashed files are kept: a page loaded before the deployment still finds its chunks.
   */
  private deployWebAssets(webAssets: string, webBucket: Bucket): void {
    const hashedFiles = new BucketDeployment(this, 'HashedAssets', {
      sources: [Source.asset(webAssets)],
      destinationBucket: webBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const entryFiles = new BucketDeployment(this, 'EntryFiles', {
      sources: [Source.asset(webAssets)],
      destinationBucket: webBucket,
      exclude: ['assets/*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=0, must-revalidate')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    // index.html may name only chunks that are already there.
    entryFiles.node.addDependency(hashedFiles);

    // Both deployments run in one Lambda function that aws-cdk-lib creates and configures.
    const handlerRole = entryFiles.handlerRole;
    // Acknowledged: AwsSolutions-IAM4 flags the handler's AWSLambdaBasicExecutionRole.
    Validations.of(handlerRole).acknowledge({
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason: "aws-cdk-lib's BucketDeployment attaches it to write the handler's own logs.",
    });
    // Acknowledged: AwsSolutions-IAM5 flags the wildcards of the policy aws-cdk-lib writes for it.
    acknowledgeLibraryPolicyWildcards(
      handlerRole,
      'Written by BucketDeployment: read the uploaded asset from the CDK assets bucket, replace the ' +
        "web bucket's objects and invalidate this distribution; it runs only during a deployment.",
    );
    // Acknowledged: AwsSolutions-L1 asks for the newest runtime.
    Validations.of(this).acknowledge({
      id: 'AwsSolutions-L1',
      reason:
        "This stack's only Lambda function is BucketDeployment's handler, whose runtime aws-cdk-lib " +
        'chooses and updates with the library.',
    });
  }
}
