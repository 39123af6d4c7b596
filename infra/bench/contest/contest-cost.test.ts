import { describe, expect, it } from 'vitest';
import { awsListPrices } from './aws-list-prices';
import {
  boardViewCost,
  originShareOf,
  submissionCost,
  totalOf,
  type SubmissionCostInput,
} from './contest-cost';

const input: SubmissionCostInput = {
  submit: { read: 9, write: 7 },
  judge: { read: 7, write: 21 },
  poll: { read: 3.5, write: 0 },
  pollsPerSubmission: 5,
  submitMs: 60,
  pollMs: 10,
  lambdaMemoryGb: 1,
  sqsRequests: 3,
  judgeSeconds: 0.3,
  judgeVcpu: 2,
  judgeMemoryGb: 4,
  rebuildsPerSubmission: 0,
  rebuild: { read: 0, s3Puts: 0, s3Gets: 0, ms: 0 },
};
const line = (lines: ReturnType<typeof submissionCost>, what: string) =>
  lines.find((l) => l.what === what)?.dollars;

describe('the cost of judged contest submissions', () => {
  it('prices the units of submit, judge and polls at the on-demand unit prices', () => {
    const lines = submissionCost(input, 1_000_000);
    expect(line(lines, 'DynamoDB writes')).toBeCloseTo(28 * awsListPrices.dynamoDb.perMillionWriteUnits);
    expect(line(lines, 'DynamoDB reads')).toBeCloseTo(33.5 * awsListPrices.dynamoDb.perMillionReadUnits);
    expect(line(lines, 'API Gateway HTTP API')).toBeCloseTo(6);
    expect(line(lines, 'SQS')).toBeCloseTo(1.2);
  });

  it('bills the judge task for its seconds at its vCPU and memory rates', () => {
    const hourly = 2 * awsListPrices.fargate.perVcpuHour + 4 * awsListPrices.fargate.perGbHour;
    expect(line(submissionCost(input, 3600), 'Fargate judge')).toBeCloseTo(0.3 * hourly);
  });

  it('adds the board rebuilds a submission causes, and nothing when it causes none', () => {
    expect(line(submissionCost(input), 'board snapshot rebuilds')).toBe(0);
    const withRebuilds = submissionCost({
      ...input,
      rebuildsPerSubmission: 0.5,
      rebuild: { read: 4000, s3Puts: 2, s3Gets: 0, ms: 0 },
    });
    const perRebuild =
      (4000 * awsListPrices.dynamoDb.perMillionReadUnits) / 1e6 +
      (2 * awsListPrices.s3.perThousandPut) / 1000;
    expect(line(withRebuilds, 'board snapshot rebuilds')).toBeCloseTo(5_000 * perRebuild);
  });
});

describe('the cost of board views', () => {
  it('charges behind the edge only the share that reaches the API, plus the edge itself', () => {
    const page = { page: { read: 4, write: 0 }, s3Gets: 1, ms: 20, lambdaMemoryGb: 1, answerBytes: 0 };
    const direct = totalOf(boardViewCost({ ...page, originShare: 1 }).direct);
    const edge = boardViewCost({ ...page, originShare: 0.1 }).edge;
    const edgeRequests = (1_000 * awsListPrices.cloudFront.perTenThousandHttpsRequests) / 10_000;
    expect(totalOf(edge)).toBeCloseTo(direct * 0.1 + edgeRequests, 8);
  });

  it('lets one request per page, cache and cache lifetime through, never more than every view', () => {
    expect(
      originShareOf({ count: 10_000, refreshSeconds: 30, distinctPages: 20, ttlSeconds: 5, caches: 13 }),
    ).toBeCloseTo(260 / (10_000 / 6));
    expect(
      originShareOf({ count: 10, refreshSeconds: 30, distinctPages: 20, ttlSeconds: 5, caches: 13 }),
    ).toBe(1);
  });
});
