/**
 * AWS list prices the contest benchmark's cost lines use: us-east-1, on-demand, no free tier, the
 * architectures the CDK app deploys (Lambda and the Fargate judge on arm64). Written down on
 * 2026-11-24 from the public pricing pages (DynamoDB's on-demand prices as reduced in November 2024);
 * docs/benchmarks.md repeats them with that date. Check them before relying on a figure.
 */
export const awsListPrices = {
  date: '2026-11-24',
  dynamoDb: {
    /** Standard table class, on-demand: per million write request units (1 KB; transactions 2). */
    perMillionWriteUnits: 0.625,
    /** Per million read request units (4 KB strongly consistent; eventually consistent half). */
    perMillionReadUnits: 0.125,
  },
  /** HTTP API: per million requests (first 300 million a month), each 512 KB counted as one. */
  apiGatewayHttpPerMillionRequests: 1.0,
  lambda: {
    perMillionRequests: 0.2,
    /** arm64, first 6 billion GB-seconds a month. */
    perGbSecond: 0.0000133334,
  },
  /** SQS standard queue: per million requests (each 64 KB chunk a request). */
  sqsPerMillionRequests: 0.4,
  fargate: {
    /** Linux/ARM (Graviton). */
    perVcpuHour: 0.03238,
    perGbHour: 0.00356,
  },
  s3: {
    perThousandGet: 0.0004,
    perThousandPut: 0.005,
  },
  cloudFront: {
    /** HTTPS requests, United States / Europe. */
    perTenThousandHttpsRequests: 0.01,
    /** Data out to the internet, first 10 TB a month. */
    perGbOut: 0.085,
  },
} as const;
