import { CfnOutput, Duration, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  CorsHttpMethod,
  HttpApi,
  HttpMethod,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import {
  allCalls,
  areaOfCall,
  apiAreas,
  boardSnapshotPrefix,
  rankSnapshotPartition,
  rankSnapshotPrefix,
  apiInstancePartition,
  corsPolicy,
  fallbackArea,
  judgeQueue,
  testcaseBucket,
  uploadBucket,
  type ApiArea,
} from '@oj/shared';
import { originVerifyEnvVar } from '@oj/functions/auth/client-address';
import { AreaFunction } from '../constructs/area-function';

/** Read by functions/src/auth/jwt-secret.ts at a cold start. */
const jwtSecretEnvVar = 'JWT_SECRET_ARN';

/** Path answered by the fallback area: every /api path the contract does not name gets a 404 envelope. */
export const fallbackRoutePath = '/api/{proxy+}';

export interface ApiStackProps extends StackProps {
  readonly table: ITable;
  readonly testcaseBucket: IBucket;
  readonly uploadBucket: IBucket;
  readonly judgeQueue: IQueue;
  /** The sender of the site's mail (register codes). */
  readonly mailFrom: string;
}

interface AreaSettings {
  readonly description: string;
  /** Lambda gives CPU in proportion to memory: more memory is a shorter cold start. */
  readonly memorySize: number;
  /** Grants the least the area's routes need, each with its reason. */
  readonly bind: (fn: AreaFunction) => void;
}

/**
 * The /api contract: an HTTP API whose routes come from the shared call list, each routed to the
 * Lambda function of its area.
 */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly areaFunctions: ReadonlyMap<ApiArea, AreaFunction>;
  /**
   * The value CloudFront sends to the API in the origin-verify header, which the functions compare
   * with theirs before they trust the viewer's address (functions/src/auth/client-address.ts).
   */
  readonly originVerifyValue: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    // The key that signs session tokens (HS256). Functions read it once per cold start.
    const jwtSecret = new Secret(this, 'JwtSecret', {
      description: 'Signing key of the online judge session tokens.',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    // Acknowledged: AwsSolutions-SMG4 asks for automatic rotation.
    Validations.of(jwtSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Tokens are verified with this one key, so rotating it logs every user out at once, mid-contest ' +
        'if unlucky. It is rotated by hand between contests until the functions verify with two keys.',
    });

    // Generated once per deployment by Secrets Manager, so no one (and no file of the repository)
    // knows it beforehand. CloudFormation puts its value into CloudFront's origin header and into the
    // functions' environment at deployment: both are readable only to those who may read the
    // distribution's or the functions' configuration, who could change the limits anyway.
    const originVerifySecret = new Secret(this, 'OriginVerifySecret', {
      description: 'Value CloudFront adds to each request it forwards to the online judge API.',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    // Acknowledged: AwsSolutions-SMG4 asks for automatic rotation.
    Validations.of(originVerifySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'CloudFront and the functions receive the value at deployment, so a rotation only takes effect at ' +
        'the next deployment; a new value is made by replacing the secret and deploying.',
    });
    this.originVerifyValue = originVerifySecret.secretValue.unsafeUnwrap();

    // Every area has an entry, or this does not compile: a new area cannot ship without its grants.
    const areaSettings: Record<ApiArea, AreaSettings> = {
      site: {
        description: 'What every visitor reads: site configuration, languages, unknown /api paths.',
        // The most called function: at a contest's opening minute hundreds of users wait on its cold starts.
        memorySize: 1024,
        bind: (fn) => {
          // The site area only reads: no route of it writes to the table…
          fn.bindTable(props.table, 'read');
          // …except the session of a signed-in visitor, renewed near its expiry…
          fn.bindSessionRenewal(props.table);
          // …and the user ranking's snapshot head (its lease and where the snapshot is), whose
          // snapshot it stores under ranking/ in the test-data bucket, reaching nothing beside it.
          fn.bindPartitionUpdates(props.table, rankSnapshotPartition);
          fn.bindBucket(props.testcaseBucket, testcaseBucket, 'readWrite', rankSnapshotPrefix);
          // Verifies the session token of signed-in visitors.
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
        },
      },
      account: {
        description: 'Accounts: logging in and out, sessions, slide puzzles, who the caller is.',
        // Password hashing is deliberately costly; more memory is more CPU and a faster login.
        memorySize: 1024,
        bind: (fn) => {
          // Sessions, login failure counts and puzzles are written; accounts are read.
          fn.bindTable(props.table, 'readWrite');
          // Signs the tokens of new sessions and verifies the callers'.
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
          // Register codes go out by mail through SES, from the address set at deployment.
          fn.bindMailSender(props.mailFrom);
          // Avatars are checked and stored in the uploads bucket.
          fn.bindBucket(props.uploadBucket, uploadBucket, 'readWrite');
        },
      },
      problem: {
        description: "Problems: tags, the problem list, a problem page, a user's problem status.",
        // Read by every visitor of a problem page, hardest at a contest's opening minute.
        memorySize: 1024,
        bind: (fn) => {
          // Reads problems, the catalogue and tags; writes nothing…
          fn.bindTable(props.table, 'read');
          // …except the session of a signed-in visitor, renewed near its expiry.
          fn.bindSessionRenewal(props.table);
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
        },
      },
      submission: {
        description: 'Submissions: submit, Online Test, lists, details, sharing, status polling.',
        // Polled every second or two by every user waiting on a verdict.
        memorySize: 1024,
        bind: (fn) => {
          // Stores submissions and test runs.
          fn.bindTable(props.table, 'readWrite');
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
          // Each submission and Online Test is a message to the judges.
          fn.bindQueue(props.judgeQueue, judgeQueue, 'send');
        },
      },
      file: {
        description: 'Files: test data archives uploaded and downloaded by administrators.',
        // Unzipping and zipping test data is CPU and memory bound.
        memorySize: 1024,
        bind: (fn) => {
          // Reads problems to find their test data.
          fn.bindTable(props.table, 'read');
          fn.bindSessionRenewal(props.table);
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
          // Uploaded archives are unpacked into the test-case bucket; downloads read it.
          fn.bindBucket(props.testcaseBucket, testcaseBucket, 'readWrite');
          // Statement images and files (upload-md-img, upload-md-file) are stored in the uploads bucket.
          fn.bindBucket(props.uploadBucket, uploadBucket, 'readWrite');
        },
      },
      admin: {
        description:
          'The admin area: dashboard, users, roles, announcements, notices, problems, tags, judging.',
        memorySize: 512,
        bind: (fn) => {
          // Administrators change problems, users, roles, announcements and the switches.
          fn.bindTable(props.table, 'readWrite');
          // Verifies the administrator's session token.
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
          // Problem test data: presigned uploads, listing and replacing cases.
          fn.bindBucket(props.testcaseBucket, testcaseBucket, 'readWrite');
          // Rejudging puts submissions back on the judge queue; the dashboard reads its depth.
          fn.bindQueue(props.judgeQueue, judgeQueue, 'send');
        },
      },
      settings: {
        description: "The admin area's site settings: website, email and the home carousel.",
        // Changed now and then by the super admin.
        memorySize: 512,
        bind: (fn) => {
          // The website, email and carousel settings are items of the table.
          fn.bindTable(props.table, 'readWrite');
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
          // Home carousel pictures are stored in the uploads bucket.
          fn.bindBucket(props.uploadBucket, uploadBucket, 'readWrite');
          // The email settings' test message goes out through SES.
          fn.bindMailSender(props.mailFrom);
        },
      },
      contest: {
        description:
          'Contests: the list, entering, problems, announcements, boards, prints, and their admin calls.',
        // Every contestant reads a board page every half minute and polls announcements each minute.
        memorySize: 1024,
        bind: (fn) => {
          // Registrations, prints, balloons and the contests themselves are written here.
          fn.bindTable(props.table, 'readWrite');
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
          // Rejudging a contest problem puts its submissions back on the judge queue.
          fn.bindQueue(props.judgeQueue, judgeQueue, 'send');
          // Board snapshots (ranked rows of each view) are written and read under boards/ in the
          // private test-data bucket; the grant stops there, so the contest function never reaches
          // the test answers beside them.
          fn.bindBucket(props.testcaseBucket, testcaseBucket, 'readWrite', boardSnapshotPrefix);
        },
      },
      training: {
        description:
          'Trainings: categories, the list, a training, its problems and rank, and their admin calls.',
        // Read daily by every student working through a course pack; no burst like a contest's start.
        memorySize: 512,
        bind: (fn) => {
          // Registrations, trainings, their problems and categories are written here.
          fn.bindTable(props.table, 'readWrite');
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
        },
      },
      discussion: {
        description:
          'Discussions, comments and replies, the message centre and its unread poll, and the board moderation calls.',
        // Every logged-in client polls its unread messages every two minutes: one small read each.
        memorySize: 512,
        bind: (fn) => {
          // Discussions, comments, likes, reports and messages are written here.
          fn.bindTable(props.table, 'readWrite');
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
        },
      },
      group: {
        description:
          "Groups: a class's members, announcements, problems, trainings, contests, discussions and rank.",
        // A teacher's class works here through the term; no burst beyond a class's own test.
        memorySize: 512,
        bind: (fn) => {
          // Groups, members, their problems, trainings, contests and discussions are written here.
          fn.bindTable(props.table, 'readWrite');
          fn.bindSecret(jwtSecret, jwtSecretEnvVar);
          // Group problems' test data: listing, downloading and replacing cases.
          fn.bindBucket(props.testcaseBucket, testcaseBucket, 'readWrite');
          // Checker compiles and disbanding run as jobs on the judges.
          fn.bindQueue(props.judgeQueue, judgeQueue, 'send');
        },
      },
    };

    const areaFunctions = new Map<ApiArea, AreaFunction>();
    for (const area of apiAreas) {
      const settings = areaSettings[area];
      const fn = new AreaFunction(this, `${pascalCase(area)}Area`, {
        area,
        description: settings.description,
        memorySize: settings.memorySize,
      });
      settings.bind(fn);
      // Every area's instances report themselves to the service registry (at most once a minute
      // each), the read-only areas too: UpdateItem on that one partition.
      fn.bindPartitionUpdates(props.table, apiInstancePartition);
      // Only a request carrying this value came through CloudFront, whose viewer address counts.
      fn.addEnvironment(originVerifyEnvVar, this.originVerifyValue);
      areaFunctions.set(area, fn);
    }
    this.areaFunctions = areaFunctions;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: this.stackName,
      description: 'The online judge /api contract.',
      // The stage is made below, where throttling and access logs can be set.
      createDefaultStage: false,
      // The site is served from the same origin through CloudFront; this is for other clients of the
      // contract (and a local web dev server) calling the API directly. API Gateway answers preflights.
      corsPreflight: {
        allowOrigins: [...corsPolicy.allowOrigins],
        allowMethods: corsPolicy.allowMethods.map((method) => CorsHttpMethod[method]),
        allowHeaders: [...corsPolicy.allowHeaders],
        exposeHeaders: [...corsPolicy.exposeHeaders],
        maxAge: Duration.seconds(corsPolicy.maxAgeSeconds),
      },
    });
    // Acknowledged: AwsSolutions-APIG4 asks every route for an API Gateway authorizer.
    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Authorization is per call and role, enforced in the functions: many calls are public (problem ' +
        'list, login), and the HS256 session token has no JWKS issuer an HTTP API JWT authorizer could ' +
        'use. A Lambda authorizer would add a second cold start to every signed-in request.',
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      // Default route throttling. The burst absorbs a contest start (hundreds of users each loading a
      // page of a few calls within seconds); the steady rate caps a runaway client or scraper well
      // before it exhausts the account's Lambda concurrency (1,000 by default) or runs up the bill.
      throttle: { rateLimit: 2000, burstLimit: 5000 },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            method: '$context.httpMethod',
            path: '$context.path',
            route: '$context.routeKey',
            status: '$context.status',
            length: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    // One integration per area, and one invoke permission per function for the whole API: a
    // permission per route would outgrow the 20 KB Lambda resource policy once the contract is complete.
    const integrations = new Map<ApiArea, HttpLambdaIntegration>();
    for (const [area, fn] of areaFunctions) {
      integrations.set(
        area,
        new HttpLambdaIntegration(`${pascalCase(area)}Integration`, fn.function, {
          scopePermissionToRoute: false,
        }),
      );
    }
    const integrationOf = (area: ApiArea): HttpLambdaIntegration => {
      const integration = integrations.get(area);
      if (!integration) throw new Error(`no function for API area ${area}`);
      return integration;
    };

    const routeKeys = new Set<string>();
    for (const call of allCalls) {
      const routeKey = `${call.method} ${call.path}`;
      if (routeKeys.has(routeKey)) throw new Error(`two calls of the contract share the route ${routeKey}`);
      routeKeys.add(routeKey);
      this.httpApi.addRoutes({
        path: call.path,
        methods: [HttpMethod[call.method]],
        integration: integrationOf(areaOfCall(call)),
      });
    }
    this.httpApi.addRoutes({
      path: fallbackRoutePath,
      methods: [HttpMethod.ANY],
      integration: integrationOf(fallbackArea),
    });

    new CfnOutput(this, 'ApiEndpoint', {
      description: 'The HTTP API, reachable directly (the site reaches it through CloudFront at /api).',
      value: this.httpApi.apiEndpoint,
    });
  }
}

function pascalCase(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
