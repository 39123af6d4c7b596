import { awsListPrices as prices } from './aws-list-prices';

/** Units a request or a step consumed. */
export interface Units {
  read: number;
  write: number;
}

/** What the run measured (or states) for a judged contest submission. */
export interface SubmissionCostInput {
  submit: Units;
  judge: Units;
  /** One status poll (check-contest-submissions-status). */
  poll: Units;
  /** Polls a client makes until the verdict shows. */
  pollsPerSubmission: number;
  /** Time a function runs for one submit and one poll (ms), billed at `lambdaMemoryGb`. */
  submitMs: number;
  pollMs: number;
  lambdaMemoryGb: number;
  /** SQS requests per submission: send, receive, delete. */
  sqsRequests: number;
  /** Judge task seconds per submission on a task of `judgeVcpu` vCPUs and `judgeMemoryGb` GB. */
  judgeSeconds: number;
  judgeVcpu: number;
  judgeMemoryGb: number;
  /** Snapshot rebuilds a verdict causes (≤ 1 a second per watched view, shared by the verdicts of that second). */
  rebuildsPerSubmission: number;
  /** One rebuild: units, S3 PUTs and GETs, and the function's time. */
  rebuild: { read: number; s3Puts: number; s3Gets: number; ms: number };
}

export interface CostLine {
  what: string;
  arithmetic: string;
  dollars: number;
}

const dollars = (value: number) => `$${value.toFixed(4)}`;
const number = (value: number, digits = 2) =>
  value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
const perUnit = (count: number, perMillion: number) => (count * perMillion) / 1_000_000;

/** The cost of `count` judged contest submissions, one line per service. */
export function submissionCost(input: SubmissionCostInput, count = 10_000): CostLine[] {
  const requests = 1 + input.pollsPerSubmission;
  const read = input.submit.read + input.judge.read + input.pollsPerSubmission * input.poll.read;
  const write = input.submit.write + input.judge.write + input.pollsPerSubmission * input.poll.write;
  const gbSeconds =
    ((input.submitMs + input.pollsPerSubmission * input.pollMs) / 1000) * input.lambdaMemoryGb;
  const judgeHourly =
    input.judgeVcpu * prices.fargate.perVcpuHour + input.judgeMemoryGb * prices.fargate.perGbHour;
  const rebuilds = count * input.rebuildsPerSubmission;
  const rebuildGbSeconds = (input.rebuild.ms / 1000) * input.lambdaMemoryGb;
  return [
    {
      what: 'DynamoDB writes',
      arithmetic: `${number(count, 0)} × ${number(write)} WRU (submit ${number(input.submit.write)} + judge ${number(input.judge.write)} + polls ${number(input.pollsPerSubmission * input.poll.write)}) × $${prices.dynamoDb.perMillionWriteUnits}/M`,
      dollars: perUnit(count * write, prices.dynamoDb.perMillionWriteUnits),
    },
    {
      what: 'DynamoDB reads',
      arithmetic: `${number(count, 0)} × ${number(read)} RRU (submit ${number(input.submit.read)} + judge ${number(input.judge.read)} + ${input.pollsPerSubmission} polls × ${number(input.poll.read)}) × $${prices.dynamoDb.perMillionReadUnits}/M`,
      dollars: perUnit(count * read, prices.dynamoDb.perMillionReadUnits),
    },
    {
      what: 'API Gateway HTTP API',
      arithmetic: `${number(count, 0)} × ${requests} requests (submit + ${input.pollsPerSubmission} polls) × $${prices.apiGatewayHttpPerMillionRequests}/M`,
      dollars: perUnit(count * requests, prices.apiGatewayHttpPerMillionRequests),
    },
    {
      what: 'Lambda',
      arithmetic: `${number(count, 0)} × (${requests} requests × $${prices.lambda.perMillionRequests}/M + ${number(gbSeconds, 3)} GB-s × $${prices.lambda.perGbSecond}) (${number(input.submitMs, 0)} ms submit + ${input.pollsPerSubmission} × ${number(input.pollMs, 0)} ms polls at ${input.lambdaMemoryGb} GB)`,
      dollars:
        perUnit(count * requests, prices.lambda.perMillionRequests) +
        count * gbSeconds * prices.lambda.perGbSecond,
    },
    {
      what: 'SQS',
      arithmetic: `${number(count, 0)} × ${input.sqsRequests} requests × $${prices.sqsPerMillionRequests}/M`,
      dollars: perUnit(count * input.sqsRequests, prices.sqsPerMillionRequests),
    },
    {
      what: 'Fargate judge',
      arithmetic: `${number(count, 0)} × ${number(input.judgeSeconds, 3)} s × $${number(judgeHourly, 5)}/h (${input.judgeVcpu} vCPU, ${input.judgeMemoryGb} GB)`,
      dollars: (count * input.judgeSeconds * judgeHourly) / 3600,
    },
    {
      what: 'board snapshot rebuilds',
      arithmetic: `${number(rebuilds, 0)} rebuilds (${number(input.rebuildsPerSubmission, 3)} a submission) × (${number(input.rebuild.read, 0)} RRU × $${prices.dynamoDb.perMillionReadUnits}/M + ${input.rebuild.s3Puts} PUT + ${input.rebuild.s3Gets} GET + ${number(rebuildGbSeconds, 2)} GB-s)`,
      dollars:
        rebuilds *
        (perUnit(input.rebuild.read, prices.dynamoDb.perMillionReadUnits) +
          (input.rebuild.s3Puts * prices.s3.perThousandPut) / 1000 +
          (input.rebuild.s3Gets * prices.s3.perThousandGet) / 1000 +
          rebuildGbSeconds * prices.lambda.perGbSecond),
    },
  ];
}

/** What the run measured for one board page read through the API. */
export interface BoardViewCostInput {
  page: Units;
  s3Gets: number;
  ms: number;
  lambdaMemoryGb: number;
  /** Bytes of the answer, for the edge's data out. */
  answerBytes: number;
  /** Share of views that reach the API behind the edge cache. */
  originShare: number;
}

/** The cost of `count` board views: every view at the API, and behind the edge cache. */
export function boardViewCost(
  input: BoardViewCostInput,
  count = 1_000,
): { direct: CostLine[]; edge: CostLine[] } {
  const gbSeconds = (input.ms / 1000) * input.lambdaMemoryGb;
  const origin = (views: number): CostLine[] => [
    {
      what: 'DynamoDB reads',
      arithmetic: `${number(views)} × ${number(input.page.read)} RRU × $${prices.dynamoDb.perMillionReadUnits}/M`,
      dollars: perUnit(views * input.page.read, prices.dynamoDb.perMillionReadUnits),
    },
    {
      what: 'S3 GET',
      arithmetic: `${number(views)} × ${number(input.s3Gets)} × $${prices.s3.perThousandGet}/1,000`,
      dollars: (views * input.s3Gets * prices.s3.perThousandGet) / 1000,
    },
    {
      what: 'API Gateway + Lambda',
      arithmetic: `${number(views)} × ($${prices.apiGatewayHttpPerMillionRequests}/M + $${prices.lambda.perMillionRequests}/M + ${number(gbSeconds, 4)} GB-s × $${prices.lambda.perGbSecond})`,
      dollars:
        perUnit(views, prices.apiGatewayHttpPerMillionRequests + prices.lambda.perMillionRequests) +
        views * gbSeconds * prices.lambda.perGbSecond,
    },
  ];
  const reaching = count * input.originShare;
  return {
    direct: origin(count),
    edge: [
      ...origin(reaching).map((line) => ({
        ...line,
        what: `${line.what} (${number(input.originShare * 100, 1)} % reach the API)`,
      })),
      {
        what: 'CloudFront requests',
        arithmetic: `${number(count, 0)} × $${prices.cloudFront.perTenThousandHttpsRequests}/10,000`,
        dollars: (count * prices.cloudFront.perTenThousandHttpsRequests) / 10_000,
      },
      {
        what: 'CloudFront data out',
        arithmetic: `${number(count, 0)} × ${number(input.answerBytes / 1024, 1)} KiB × $${prices.cloudFront.perGbOut}/GB`,
        dollars: ((count * input.answerBytes) / 1024 ** 3) * prices.cloudFront.perGbOut,
      },
    ],
  };
}

export const totalOf = (lines: readonly CostLine[]) => lines.reduce((sum, line) => sum + line.dollars, 0);

/** Lines as printed: what, dollars, arithmetic. */
export function printedLines(lines: readonly CostLine[]): string[] {
  return lines.map(
    (line) => `    ${line.what.padEnd(44)} ${dollars(line.dollars).padStart(9)}   ${line.arithmetic}`,
  );
}

/**
 * Share of viewers' requests that reach the API when each distinct page is cached `ttlSeconds` at the
 * edge: at most one request per page per cache (`caches`, CloudFront's regional edge caches that
 * forward to the origin) per TTL, against every viewer's refresh.
 */
export function originShareOf(viewers: {
  count: number;
  refreshSeconds: number;
  distinctPages: number;
  ttlSeconds: number;
  caches: number;
}): number {
  const viewsPerTtl = (viewers.count / viewers.refreshSeconds) * viewers.ttlSeconds;
  return Math.min(1, (viewers.distinctPages * viewers.caches) / viewsPerTtl);
}
