import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import {
  apiPathPattern,
  apiPublicPathPattern,
  publicFilesCode,
  publicPathPattern,
} from '../../src/stacks/web-stack';
import { publicObjectOfPath } from '@oj/functions/data/uploads/public-upload-paths';
import { publicFileContentSecurityPolicy } from '../../src/public-file-headers';
import { contentSecurityPolicy, securityHeaders } from '../../src/security-headers';
import { spaFallbackCode } from '../../src/constructs/spa-fallback-function';
import { viewerAddressCode } from '../../src/constructs/viewer-address-function';
import {
  originVerifyEnvVar,
  originVerifyHeader,
  viewerAddressHeader,
  viewerHostHeader,
} from '@oj/functions/auth/client-address';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const web = template(stacks.web);
const api = template(stacks.api);

interface Origin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
  OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
}

const config = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]?.Properties
  .DistributionConfig as {
  Origins: Origin[];
  DefaultCacheBehavior: { TargetOriginId: string; FunctionAssociations?: { EventType: string }[] };
  CacheBehaviors: {
    PathPattern: string;
    TargetOriginId: string;
    AllowedMethods: string[];
    ResponseHeadersPolicyId?: unknown;
    OriginRequestPolicyId?: unknown;
    FunctionAssociations?: { FunctionARN: unknown; EventType: string }[];
  }[];
  CustomErrorResponses?: unknown;
};

/** Runs the viewer-request function as CloudFront would, on a request for `uri`. */
function rewrite(uri: string): string {
  const handler = new Function(`${spaFallbackCode}; return handler;`)() as (event: unknown) => {
    uri: string;
  };
  return handler({ request: { uri } }).uri;
}

describe('the web stack', () => {
  it('sends /api/* to the HTTP API domain, uncached, with every method', () => {
    const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === apiPathPattern);
    expect(behaviour?.AllowedMethods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']));
    const origin = config.Origins.find((o) => o.Id === behaviour?.TargetOriginId);
    expect(JSON.stringify(origin?.DomainName)).toContain('ApiEndpoint');
    web.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: Match.arrayWith([
          Match.objectLike({
            PathPattern: apiPathPattern,
            // Managed CachingDisabled and AllViewerExceptHostHeader.
            CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
            OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
          }),
        ]),
      }),
    });
  });

  it('serves the public files from the uploads bucket, read only', () => {
    const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === apiPublicPathPattern);
    expect(behaviour?.AllowedMethods).toEqual(['GET', 'HEAD']);
    const origin = config.Origins.find((o) => o.Id === behaviour?.TargetOriginId);
    expect(origin?.OriginAccessControlId).toBeDefined();
    expect(origin?.Id).not.toBe(config.DefaultCacheBehavior.TargetOriginId);
  });

  it('reads the web bucket through origin access control', () => {
    web.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    const bucketOrigin = config.Origins.find((o) => o.Id === config.DefaultCacheBehavior.TargetOriginId);
    expect(bucketOrigin?.OriginAccessControlId).toBeDefined();
  });

  it('serves index.html for app routes from a viewer-request function, not from error responses', () => {
    expect(config.DefaultCacheBehavior.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    expect(config.CustomErrorResponses).toBeUndefined();
    web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/problem/1001')).toBe('/index.html');
    expect(rewrite('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
  });

  it('adds the site’s security headers to every response: CSP, nosniff, frame denial, referrer policy, HSTS', () => {
    const policies = web.findResources('AWS::CloudFront::ResponseHeadersPolicy', {
      Properties: { ResponseHeadersPolicyConfig: { Comment: Match.stringLikeRegexp('^Online judge:') } },
    });
    const [policyId, policy] = Object.entries(policies)[0] ?? [];
    expect(Object.keys(policies)).toHaveLength(1);
    const headers = (
      policy?.Properties as { ResponseHeadersPolicyConfig: { SecurityHeadersConfig: unknown } }
    ).ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers).toEqual({
      ContentSecurityPolicy: { ContentSecurityPolicy: contentSecurityPolicy, Override: false },
      ContentTypeOptions: { Override: false },
      FrameOptions: { FrameOption: 'DENY', Override: false },
      ReferrerPolicy: { ReferrerPolicy: securityHeaders['referrer-policy'], Override: false },
      StrictTransportSecurity: { AccessControlMaxAgeSec: 31536000, Override: false },
    });
    for (const directive of ["script-src 'self'", "object-src 'none'", "frame-ancestors 'none'"]) {
      expect(contentSecurityPolicy).toContain(directive);
    }
    const behaviours = [config.DefaultCacheBehavior, ...config.CacheBehaviors] as {
      PathPattern?: string;
      ResponseHeadersPolicyId?: unknown;
    }[];
    for (const behaviour of behaviours.filter((b) => !b.PathPattern?.includes('/public/')))
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('serves uploaded files with a sandboxing content security policy and nosniff that the object cannot lift', () => {
    const policies = web.findResources('AWS::CloudFront::ResponseHeadersPolicy', {
      Properties: { ResponseHeadersPolicyConfig: { Comment: Match.stringLikeRegexp('uploads') } },
    });
    const [policyId, policy] = Object.entries(policies)[0] ?? [];
    const headers = (
      policy?.Properties as {
        ResponseHeadersPolicyConfig: {
          SecurityHeadersConfig: { ContentSecurityPolicy: unknown; ContentTypeOptions: unknown };
        };
      }
    ).ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    expect(headers.ContentSecurityPolicy).toEqual({
      ContentSecurityPolicy: publicFileContentSecurityPolicy,
      Override: true,
    });
    expect(publicFileContentSecurityPolicy).toMatch(/(^|; )sandbox($|;)/);
    expect(headers.ContentTypeOptions).toEqual({ Override: true });
    for (const behaviour of config.CacheBehaviors.filter((b) => b.PathPattern.includes('/public/')))
      expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('serves the public files under /api/public/* (where links are given out), matched before /api/*, and under /public/*', () => {
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf(apiPublicPathPattern)).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf(apiPublicPathPattern)).toBeLessThan(patterns.indexOf(apiPathPattern));
    const underApi = config.CacheBehaviors.find((b) => b.PathPattern === apiPublicPathPattern);
    const underRoot = config.CacheBehaviors.find((b) => b.PathPattern === publicPathPattern);
    expect(underApi?.TargetOriginId).toBe(underRoot?.TargetOriginId);
    expect(underApi?.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(underApi?.FunctionAssociations).toEqual(underRoot?.FunctionAssociations);
    expect(underApi?.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    web.hasResourceProperties('AWS::CloudFront::Function', {
      FunctionCode: publicFilesCode,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
    });
  });

  describe('the public files’ viewer-request function', () => {
    const handler = new Function(`${publicFilesCode}; return handler;`)() as (event: unknown) => {
      uri?: string;
      statusCode?: number;
    };
    const viewerRequest = (uri: string) => handler({ request: { uri } });
    const fileId = `${'0f'.repeat(16)}.png`;

    it.each([
      ['an avatar, as linked now', '/api/public/img/avatar/0a1b2c/3d4e5f.png', '/avatars/0a1b2c/3d4e5f.png'],
      [
        'a carousel picture, as linked now',
        '/api/public/img/avatar/carousel/9f.webp',
        '/avatars/carousel/9f.webp',
      ],
      ['a statement picture, as linked now', `/api/public/img/md/${fileId}`, `/markdown/${fileId}`],
      ['a statement file, as linked now', `/api/public/file/md/${fileId}`, `/markdown/${fileId}`],
      [
        'an avatar stored with the older link',
        '/public/avatar/0a1b2c/3d4e5f.png',
        '/avatars/0a1b2c/3d4e5f.png',
      ],
      [
        'an avatar under the older /api link',
        '/api/public/avatar/0a1b2c/3d4e5f.png',
        '/avatars/0a1b2c/3d4e5f.png',
      ],
      ['a statement picture stored with the older link', `/public/md/${fileId}`, `/markdown/${fileId}`],
      ['a statement picture under the older /api link', `/api/public/md/${fileId}`, `/markdown/${fileId}`],
    ])('maps %s to its object, as the local adapter does', (_name, path, objectPath) => {
      expect(viewerRequest(path).uri).toBe(objectPath);
      expect(`/${publicObjectOfPath(path)?.key}`).toBe(objectPath);
    });

    it.each([
      '/api/public/testcases/1/1.in',
      '/api/public/img/testcases/1/1.in',
      '/api/public/file/avatar/0a1b2c/3d4e5f.png',
      '/public/img/avatar/0a1b2c/3d4e5f.png',
      '/public/md/../testcases/1.in',
      '/api/public/img/md/../../testcases/1.in',
      '/api/api/public/avatar/a/b.png',
      '/api/public/img/avatar/a/b/c.png',
    ])('answers 404 for %s, which names no public file, as the local adapter does', (path) => {
      expect(viewerRequest(path).statusCode).toBe(404);
      expect(publicObjectOfPath(path)).toBeUndefined();
    });
  });

  it('uploads the built web app when there is one', () => {
    web.resourceCountIs('Custom::CDKBucketDeployment', 2);
  });

  it('outputs the site URL', () => {
    web.hasOutput('SiteUrl', { Value: Match.anyValue() });
  });
});

/** The logical id of the one secret of the API stack whose description names CloudFront. */
function originVerifySecretId(): string {
  const secrets = api.findResources('AWS::SecretsManager::Secret', {
    Properties: { Description: Match.stringLikeRegexp('CloudFront') },
  });
  const ids = Object.keys(secrets);
  expect(ids).toHaveLength(1);
  return ids[0] as string;
}

describe('the viewer address the API counts per-client limits by', () => {
  const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === apiPathPattern);
  const origin = config.Origins.find((o) => o.Id === behaviour?.TargetOriginId);

  it('comes with a per-deployment secret value in an origin header CloudFront adds to every /api request', () => {
    const header = origin?.OriginCustomHeaders?.find((h) => h.HeaderName === originVerifyHeader);
    expect(header).toBeDefined();
    // Resolved by CloudFormation at deployment from Secrets Manager: no template or file holds it.
    expect(typeof header?.HeaderValue).not.toBe('string');
    const value = JSON.stringify(header?.HeaderValue);
    expect(value).toContain('{{resolve:secretsmanager:');
    expect(value).toContain(originVerifySecretId());
    api.hasResourceProperties('AWS::SecretsManager::Secret', {
      Description: Match.stringLikeRegexp('CloudFront'),
      GenerateSecretString: Match.objectLike({ PasswordLength: 48 }),
    });
  });

  it('is written by a viewer-request function from the connection, over any value the viewer sent, and forwarded', () => {
    expect(behaviour?.FunctionAssociations).toEqual([
      expect.objectContaining({ EventType: 'viewer-request' }),
    ]);
    // AllViewerExceptHostHeader: every viewer header, the function's among them, but not Host.
    expect(behaviour?.OriginRequestPolicyId).toBe('b689b0a8-53d0-40ab-baf2-68738e2966ac');
    const handler = new Function(`${viewerAddressCode}; return handler;`)() as (event: unknown) => {
      headers: Record<string, { value: string }>;
    };
    const forged = {
      [viewerAddressHeader]: { value: '192.0.2.1' },
      [viewerHostHeader]: { value: 'attacker.example' },
      host: { value: 'oj.example.edu' },
      authorization: { value: 'Bearer x' },
    };
    const request = handler({
      request: { uri: '/api/login', headers: forged },
      viewer: { ip: '203.0.113.7' },
    });
    expect(request.headers[viewerAddressHeader]).toEqual({ value: '203.0.113.7' });
    // The host the viewer asked for, which the upload cookie's Origin check compares with.
    expect(request.headers[viewerHostHeader]).toEqual({ value: 'oj.example.edu' });
    expect(request.headers.authorization).toEqual({ value: 'Bearer x' });
  });

  it('is trusted by every API function only beside the same secret value, given in its environment', () => {
    const secretId = originVerifySecretId();
    const functions = api.findResources('AWS::Lambda::Function');
    expect(stacks.api.areaFunctions.size).toBeGreaterThan(0);
    for (const fn of stacks.api.areaFunctions.values()) {
      const logicalId = stacks.api.getLogicalId(fn.function.node.defaultChild as never);
      const variables = (
        functions[logicalId]?.Properties as { Environment: { Variables: Record<string, unknown> } }
      ).Environment.Variables;
      const value = JSON.stringify(variables[originVerifyEnvVar]);
      expect(value).toContain('{{resolve:secretsmanager:');
      expect(value).toContain(secretId);
    }
  });
});
