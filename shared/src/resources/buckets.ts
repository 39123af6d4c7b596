export interface BucketDefinition {
  /** Environment variable carrying the bucket name. */
  readonly envVar: string;
  /** Bucket name in the local emulator. */
  readonly localName: string;
  /** Whether browsers upload into it directly with presigned URLs (needs CORS). */
  readonly browserUploads: boolean;
}

/** Problem test data, versioned by key so judges can cache it. */
export const testcaseBucket: BucketDefinition = {
  envVar: 'TESTCASE_BUCKET',
  localName: 'oj-testcases',
  browserUploads: true,
};

/** Avatars, markdown images and other user uploads. */
export const uploadBucket: BucketDefinition = {
  envVar: 'UPLOAD_BUCKET',
  localName: 'oj-uploads',
  browserUploads: true,
};

export const dataBuckets = [testcaseBucket, uploadBucket] as const;

/** Methods and headers a browser needs for a presigned PUT or POST. */
export const presignedUploadCors = {
  allowedMethods: ['PUT', 'POST'] as const,
  allowedHeaders: ['*'],
  maxAgeSeconds: 3000,
};

/**
 * Where large job results live in the test-case bucket (`jobs/<job id>/result.json`): the judges write
 * only here, and the bucket's lifecycle expires these objects with the jobs' lifetime.
 */
export const jobResultPrefix = 'jobs/';

/**
 * Where contest board snapshots live in the test-case bucket (`boards/<cid>/…`): the contest function's
 * grant on the bucket stops at this prefix, so it never reaches the test data beside it.
 */
export const boardSnapshotPrefix = 'boards/';

/**
 * Where the user ranking's snapshots live in the test-case bucket (`ranking/…`): the site function's
 * grant on the bucket stops at this prefix.
 */
export const rankSnapshotPrefix = 'ranking/';

/** Where a problem's test data version lives in the test-case bucket: `N.in`/`N.out` and extra files. */
export function testDataPrefix(pid: number, version: string): string {
  return `testcases/${pid}/${version}/`;
}
