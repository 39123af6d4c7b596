import { describe, expect, it } from 'vitest';
import { contestBoardMaxAgeSeconds } from '@oj/shared';
import { viewerAddressHeader } from '@oj/functions/auth/client-address';
import { apiPathPattern } from '../../src/stacks/web-stack';
import { contestBoardPathPattern } from '../../src/constructs/contest-board-behaviour';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const web = template(stacks.web);

interface Behaviour {
  PathPattern: string;
  TargetOriginId: string;
  AllowedMethods: string[];
  CachePolicyId: unknown;
  OriginRequestPolicyId: unknown;
  FunctionAssociations?: { EventType: string }[];
}

const behaviours = (
  Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig as {
    CacheBehaviors: Behaviour[];
  }
).CacheBehaviors;

function behaviourFor(pattern: string): Behaviour {
  const behaviour = behaviours.find((candidate) => candidate.PathPattern === pattern);
  if (!behaviour) throw new Error(`no cache behaviour for ${pattern}`);
  return behaviour;
}

/** The properties of the resource a `{Ref: …}` names in the web stack. */
function referenced(reference: unknown, type: string): Record<string, unknown> {
  const id = (reference as { Ref?: string }).Ref;
  const resource = id === undefined ? undefined : web.findResources(type)[id];
  if (!resource) throw new Error(`${JSON.stringify(reference)} is not a ${type} of the web stack`);
  return resource.Properties as Record<string, unknown>;
}

describe('the edge cache of the visitor contest board', () => {
  it('gives /api/contest-board a behaviour of its own, matched before /api/* and on the same API origin', () => {
    const patterns = behaviours.map((behaviour) => behaviour.PathPattern);
    expect(contestBoardPathPattern).toBe('/api/contest-board');
    expect(patterns.indexOf(contestBoardPathPattern)).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf(contestBoardPathPattern)).toBeLessThan(patterns.indexOf(apiPathPattern));
    const board = behaviourFor(contestBoardPathPattern);
    expect(board.TargetOriginId).toBe(behaviourFor(apiPathPattern).TargetOriginId);
    expect(board.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(board.FunctionAssociations?.map((association) => association.EventType)).toEqual([
      'viewer-request',
    ]);
  });

  it('keeps a page only as long as its max-age allows, keyed by the board query alone', () => {
    const policy = referenced(
      behaviourFor(contestBoardPathPattern).CachePolicyId,
      'AWS::CloudFront::CachePolicy',
    ).CachePolicyConfig as {
      MinTTL: number;
      DefaultTTL: number;
      MaxTTL: number;
      ParametersInCacheKeyAndForwardedToOrigin: {
        QueryStringsConfig: { QueryStringBehavior: string; QueryStrings: string[] };
        HeadersConfig: { HeaderBehavior: string };
        CookiesConfig: { CookieBehavior: string };
      };
    };
    expect([policy.MinTTL, policy.DefaultTTL, policy.MaxTTL]).toEqual([0, 0, contestBoardMaxAgeSeconds]);
    const key = policy.ParametersInCacheKeyAndForwardedToOrigin;
    expect(key.QueryStringsConfig.QueryStringBehavior).toBe('whitelist');
    expect([...key.QueryStringsConfig.QueryStrings].sort()).toEqual([
      'cid',
      'currentPage',
      'limit',
      'removeStar',
    ]);
    expect(key.HeadersConfig.HeaderBehavior).toBe('none');
    expect(key.CookiesConfig.CookieBehavior).toBe('none');
  });

  it('forwards neither the login nor cookies to the API on that path, only the language and viewer address', () => {
    const policy = referenced(
      behaviourFor(contestBoardPathPattern).OriginRequestPolicyId,
      'AWS::CloudFront::OriginRequestPolicy',
    ).OriginRequestPolicyConfig as {
      HeadersConfig: { HeaderBehavior: string; Headers: string[] };
      CookiesConfig: { CookieBehavior: string };
    };
    expect(policy.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect([...policy.HeadersConfig.Headers].sort()).toEqual(['accept-language', viewerAddressHeader].sort());
    expect(policy.CookiesConfig.CookieBehavior).toBe('none');
  });

  it('leaves every other /api path uncached', () => {
    const cachedApiPaths = behaviours
      .filter(
        (behaviour) =>
          behaviour.PathPattern.startsWith('/api/') && !behaviour.PathPattern.startsWith('/api/public/'),
      )
      // Managed CachingDisabled.
      .filter((behaviour) => behaviour.CachePolicyId !== '4135ea2d-6df8-44a3-9df3-4b5a84be39ad')
      .map((behaviour) => behaviour.PathPattern);
    expect(cachedApiPaths).toEqual([contestBoardPathPattern]);
    expect(behaviourFor(apiPathPattern).CachePolicyId).toBe('4135ea2d-6df8-44a3-9df3-4b5a84be39ad');
  });
});
