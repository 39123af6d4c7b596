import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { presignedUploadCors } from '@oj/shared';
import { synthesizeApp } from './synth-app';

const { stacks, template } = synthesizeApp();
const storage = template(stacks.storage);
const web = template(stacks.web);

const logicalId = (stack: typeof stacks.storage, bucket: typeof stacks.storage.testcaseBucket) =>
  stack.getLogicalId(bucket.node.defaultChild as never);

describe('the storage stack', () => {
  it('blocks public access and encrypts every bucket, here and in the web stack', () => {
    for (const stackTemplate of [storage, web]) {
      const buckets = Object.values(stackTemplate.findResources('AWS::S3::Bucket'));
      expect(buckets.length).toBeGreaterThan(0);
      for (const bucket of buckets) {
        expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        });
        expect(bucket.Properties.BucketEncryption).toEqual({
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        });
      }
    }
  });

  it('denies requests without TLS on every bucket', () => {
    for (const stackTemplate of [storage, web]) {
      const buckets = Object.keys(stackTemplate.findResources('AWS::S3::Bucket'));
      const policies = stackTemplate.findResources('AWS::S3::BucketPolicy', {
        Properties: {
          PolicyDocument: {
            Statement: Match.arrayWith([
              Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
            ]),
          },
        },
      });
      expect(Object.keys(policies)).toHaveLength(buckets.length);
    }
  });

  it('lets browsers upload into the data buckets with presigned URLs', () => {
    for (const bucket of [stacks.storage.testcaseBucket, stacks.storage.uploadBucket]) {
      const resource = storage.findResources('AWS::S3::Bucket')[logicalId(stacks.storage, bucket)];
      expect(resource?.Properties.CorsConfiguration).toEqual({
        CorsRules: [
          {
            AllowedOrigins: ['*'],
            AllowedMethods: [...presignedUploadCors.allowedMethods],
            AllowedHeaders: presignedUploadCors.allowedHeaders,
            MaxAge: presignedUploadCors.maxAgeSeconds,
          },
        ],
      });
    }
  });

  it('versions test data and keeps the data buckets when the stack goes', () => {
    const buckets = storage.findResources('AWS::S3::Bucket');
    const testcases = buckets[logicalId(stacks.storage, stacks.storage.testcaseBucket)];
    expect(testcases?.Properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    for (const bucket of [stacks.storage.testcaseBucket, stacks.storage.uploadBucket]) {
      expect(buckets[logicalId(stacks.storage, bucket)]?.DeletionPolicy).toBe('Retain');
    }
  });

  it('logs access to the data buckets into the access-log bucket', () => {
    const logs = { Ref: logicalId(stacks.storage, stacks.storage.accessLogsBucket) };
    for (const bucket of [stacks.storage.testcaseBucket, stacks.storage.uploadBucket]) {
      const resource = storage.findResources('AWS::S3::Bucket')[logicalId(stacks.storage, bucket)];
      expect(resource?.Properties.LoggingConfiguration).toMatchObject({ DestinationBucketName: logs });
    }
  });
});
