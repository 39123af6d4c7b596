import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { apiPathPattern, apiPublicPathPattern, publicAvatarCode } from '../../src/stacks/web-stack';
import { contentSecurityPolicy, securityHeaders } from '../../src/security-headers';
import { spaFallbackCode } from '../../src/constructs/spa-fallback-function';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const web = template(stacks.web);

interface Origin {
  Id: string;
  DomainName: unknown;
  OriginAccessControlId?: unknown;
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
    FunctionAssociations?: { FunctionARN: unknown }[];
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

  it('serves avatars under /public/* from the uploads bucket, read only', () => {
    const behaviour = config.CacheBehaviors.find((b) => b.PathPattern === '/public/*');
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
    const policies = web.findResources('AWS::CloudFront::ResponseHeadersPolicy');
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
      ResponseHeadersPolicyId?: unknown;
    }[];
    for (const behaviour of behaviours) expect(behaviour.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
  });

  it('serves the public files under /api/public/* too, matched before /api/*', () => {
    const patterns = config.CacheBehaviors.map((b) => b.PathPattern);
    expect(patterns.indexOf(apiPublicPathPattern)).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf(apiPublicPathPattern)).toBeLessThan(patterns.indexOf(apiPathPattern));
    const underApi = config.CacheBehaviors.find((b) => b.PathPattern === apiPublicPathPattern);
    const underRoot = config.CacheBehaviors.find((b) => b.PathPattern === '/public/*');
    expect(underApi?.TargetOriginId).toBe(underRoot?.TargetOriginId);
    expect(underApi?.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(underApi?.FunctionAssociations).toEqual(underRoot?.FunctionAssociations);

    const handler = new Function(`${publicAvatarCode}; return handler;`)() as (event: unknown) => {
      uri?: string;
      statusCode?: number;
    };
    const viewerRequest = (uri: string) => handler({ request: { uri } });
    const avatar = '/public/avatar/0a1b2c/3d4e5f.png';
    expect(viewerRequest(avatar).uri).toBe('/avatars/0a1b2c/3d4e5f.png');
    expect(viewerRequest(`/api${avatar}`).uri).toBe('/avatars/0a1b2c/3d4e5f.png');
    expect(viewerRequest('/api/public/testcases/1/1.in').statusCode).toBe(404);
    expect(viewerRequest('/api/api/public/avatar/a/b.png').statusCode).toBe(404);
  });

  it('uploads the built web app when there is one', () => {
    web.resourceCountIs('Custom::CDKBucketDeployment', 2);
  });

  it('outputs the site URL', () => {
    web.hasOutput('SiteUrl', { Value: Match.anyValue() });
  });
});
