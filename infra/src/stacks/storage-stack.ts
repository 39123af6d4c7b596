import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  BlockPublicAccess,
  Bucket,
  BucketEncryption,
  HttpMethods,
  ObjectOwnership,
  type BucketProps,
} from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import {
  dataBuckets,
  presignedUploadCors,
  jobResultPrefix,
  testcaseBucket,
  uploadBucket,
  type BucketDefinition,
} from '@oj/shared';

/**
 * The data buckets (test cases, user uploads) and the bucket their access logs go to. They hold what
 * users and problem setters put there, so they outlive the stack.
 */
export class StorageStack extends Stack {
  readonly testcaseBucket: Bucket;
  readonly uploadBucket: Bucket;
  /** S3 server access logs of the data buckets and CloudFront's access logs. */
  readonly accessLogsBucket: Bucket;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);

    this.accessLogsBucket = new Bucket(this, 'AccessLogs', {
      ...privateBucketDefaults,
      // CloudFront's standard logs are delivered with an ACL grant, which needs ACLs enabled; the
      // bucket owner still owns every object.
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    // Acknowledged: AwsSolutions-S1 asks every bucket for server access logs.
    Validations.of(this.accessLogsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would log every log write.',
    });

    this.testcaseBucket = this.dataBucket('Testcases', testcaseBucket, {
      // Test data is versioned so a judge can cache it by version, and a bad upload can be undone.
      versioned: true,
      lifecycleRules: [
        {
          noncurrentVersionExpiration: Duration.days(30),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
        // Uploaded archives wait here until a problem is saved with them; unused ones go after a day.
        {
          prefix: 'testcase-uploads/',
          expiration: Duration.days(1),
          noncurrentVersionExpiration: Duration.days(1),
        },
        // Large job results go with their jobs, a week after they were written (data/jobs/job-item.ts).
        {
          prefix: jobResultPrefix,
          expiration: Duration.days(7),
          noncurrentVersionExpiration: Duration.days(1),
        },
      ],
    });
    this.uploadBucket = this.dataBucket('Uploads', uploadBucket, {
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(7) }],
    });

    // For code run outside AWS against the deployment (a worker on a laptop, LocalStack).
    new CfnOutput(this, 'TestcaseBucketName', {
      description: testcaseBucket.envVar,
      value: this.testcaseBucket.bucketName,
    });
    new CfnOutput(this, 'UploadBucketName', {
      description: uploadBucket.envVar,
      value: this.uploadBucket.bucketName,
    });

    const built = new Set<BucketDefinition>([testcaseBucket, uploadBucket]);
    const missing = dataBuckets.filter((definition) => !built.has(definition));
    if (missing.length > 0) {
      throw new Error(`StorageStack builds no bucket for ${missing.map((d) => d.envVar).join(', ')}`);
    }
  }

  private dataBucket(id: string, definition: BucketDefinition, props: BucketProps): Bucket {
    return new Bucket(this, id, {
      ...privateBucketDefaults,
      ...props,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: `${id.toLowerCase()}/`,
      // Browsers PUT or POST straight to S3 with a presigned URL; the signature is the authorisation,
      // so any origin may send it (the site may be served from a domain this stack cannot know).
      cors: definition.browserUploads
        ? [
            {
              allowedOrigins: ['*'],
              allowedMethods: presignedUploadCors.allowedMethods.map((method) => HttpMethods[method]),
              allowedHeaders: presignedUploadCors.allowedHeaders,
              maxAge: presignedUploadCors.maxAgeSeconds,
            },
          ]
        : undefined,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }
}

/** Private, encrypted, TLS only: objects are reached through presigned URLs or CloudFront, never publicly. */
export const privateBucketDefaults = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  encryption: BucketEncryption.S3_MANAGED,
  enforceSSL: true,
} satisfies BucketProps;
