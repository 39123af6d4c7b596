import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { pathToFileURL } from 'node:url';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { apiAreas, tableDefinition, type ApiArea } from '@oj/shared';
import { startDynamoDbLocal, type RunningDynamoDb } from './dynamodb-local';
import { startLocalQueues, type RunningQueues } from './queues-local';
import { startLocalStorage, type RunningStorage } from './storage-local';
import { ensureTable } from './create-table';
import { loadLocalSecrets } from './local-secrets';
import { describeDataDirCheck, secureDataDir } from './data-dir';
import { createHttpAdapter, type LambdaHandler } from './http-adapter';
import { startJudgeWorkers, type RunningJudgeWorkers } from './judge-workers';
import { ensureWebBuilt } from './web-build';
import { ensurePortFree, freePort, preferredOrFreePort, startOnChosenPort } from './free-port';
import { areaHandlerPath, judgeWorkerEntry, webRoot } from './paths';

export interface LocalStackOptions {
  /** HTTP port of the API and web app; 0 picks a free one. */
  port: number;
  /** Where DynamoDB, S3 and the secrets persist. */
  dataDir: string;
  /** Use fixed well-known ports for the emulators when free (8000, 4566, 4569); tests pass false. */
  preferWellKnownPorts: boolean;
  judgeWorkers: number;
  /**
   * Queue the demo contests' submissions for the judges when the demo is first seeded (`npm start`).
   * Test and benchmark stacks leave them out: their judges judge only what the tests send.
   */
  demoContestSubmissions?: boolean;
  log: (line: string) => void;
  /** Keep DynamoDB Local's tables in memory instead of `dataDir` (benchmarks that bulk-load data). */
  databaseInMemory?: boolean;
  /**
   * Address the HTTP adapter listens on: 127.0.0.1 unless a caller opts in to another (`npm start`
   * takes `OJ_HTTP_HOST`). The emulators listen on 127.0.0.1 whatever this is.
   */
  httpHost?: string;
  /**
   * The built web app to serve (default web/dist, built there if missing). Test runs pass a private
   * build, so two runs on one machine never empty each other's folder while serving it.
   */
  webRoot?: string;
}

export interface LocalStack {
  url: string;
  adminUsername: string;
  adminPassword: string;
  /** The page listing the mail the site sent, with the token it asks for. */
  outboxUrl: string;
  /** Whether this start created the data directory's secrets, i.e. a first start. */
  firstStart: boolean;
  /** The environment handlers and workers run with: endpoints, resource names, secrets. */
  env: Record<string, string>;
  /** What started, where, and how long each part took (ms). */
  parts: { name: string; where: string; ms: number }[];
  stop(): Promise<void>;
}

async function timed<T>(
  parts: LocalStack['parts'],
  name: string,
  where: (value: T) => string,
  work: () => Promise<T>,
) {
  const started = Date.now();
  const value = await work();
  parts.push({ name, where: where(value), ms: Date.now() - started });
  return value;
}

async function loadHandlers(): Promise<Record<ApiArea, LambdaHandler>> {
  const entries = await Promise.all(
    apiAreas.map(async (area) => {
      const module = (await import(pathToFileURL(areaHandlerPath(area)).href)) as { handler: LambdaHandler };
      return [area, module.handler] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<ApiArea, LambdaHandler>;
}

/**
 * The judge's scratch folders: under the system's temporary folder, not `.data/`, because sandboxed
 * programs run as other users, who must be able to pass through every parent folder (a home folder
 * usually lets nobody through). One per data directory, so two local stacks never share slots.
 */
function judgeWorkDir(dataDir: string): string {
  return join(tmpdir(), `oj-judge-${createHash('sha256').update(dataDir).digest('hex').slice(0, 12)}`);
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * Starts the whole system offline: DynamoDB Local, SQS and S3 emulators, the seeded table, the API
 * handlers behind the HTTP adapter with the web app, and the judge workers. Whatever started is
 * stopped again if a later part fails.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const parts: LocalStack['parts'] = [];
  const servedWebRoot = options.webRoot ?? webRoot;
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
  };
  // This machine runs Node 20 while Lambda runs Node 22; the SDK's notice about that says nothing new.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  try {
    if (options.port !== 0) await ensurePortFree(options.port, 'HTTP');
    const dataDirNote = describeDataDirCheck(options.dataDir, secureDataDir(options.dataDir));
    if (dataDirNote) options.log(dataDirNote);
    const { secrets, created } = loadLocalSecrets(join(options.dataDir, 'secrets.json'));
    const port = (preferred: number) =>
      options.preferWellKnownPorts ? preferredOrFreePort(preferred) : freePort();

    const [dynamo, queues, storage] = await Promise.all([
      timed<RunningDynamoDb>(
        parts,
        'DynamoDB Local',
        (v) => v.endpoint,
        () =>
          startOnChosenPort(
            () => port(8000),
            (chosen) =>
              startDynamoDbLocal(
                chosen,
                options.databaseInMemory ? undefined : join(options.dataDir, 'dynamodb'),
              ),
          ),
      ).then((v) => (stops.push(v.stop), v)),
      timed<RunningQueues>(
        parts,
        'SQS (fauxqs)',
        (v) => v.endpoint,
        () => startOnChosenPort(() => port(4566), startLocalQueues),
      ).then((v) => (stops.push(v.stop), v)),
      timed<RunningStorage>(
        parts,
        'S3 (s3rver)',
        (v) => v.endpoint,
        () =>
          startOnChosenPort(
            () => port(4569),
            (chosen) => startLocalStorage(chosen, join(options.dataDir, 's3')),
          ),
      ).then((v) => (stops.push(v.stop), v)),
      timed(
        parts,
        'web app',
        (v) => (v === 'built' ? `built into ${servedWebRoot}` : servedWebRoot),
        () => ensureWebBuilt(servedWebRoot),
      ),
    ]);

    const env: Record<string, string> = {
      AWS_REGION: 'us-east-1',
      // s3rver knows one account, S3RVER; DynamoDB Local (shared database) and fauxqs accept any.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
      AWS_ENDPOINT_URL_SQS: queues.endpoint,
      AWS_ENDPOINT_URL_S3: storage.endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      [tableDefinition.envVar]: tableDefinition.localName,
      ...queues.urls,
      ...storage.buckets,
      JWT_SECRET: secrets.jwtSecret,
      OJ_REPORT_CAPACITY: '1',
      // DynamoDB Local under-reports a transaction's units; the meter counts them as AWS bills them.
      OJ_COUNT_TRANSACTION_UNITS: '1',
      MAIL_OUTBOX_DIR: join(options.dataDir, 'outbox'),
    };
    // The handlers run in this process, exactly as a Lambda runtime would give them their environment.
    Object.assign(process.env, env);

    const seed = await timed(
      parts,
      'table and seed data',
      () => tableDefinition.localName,
      async () => {
        const client = new DynamoDBClient({ endpoint: dynamo.endpoint });
        try {
          await ensureTable(client, tableDefinition.localName);
        } finally {
          client.destroy();
        }
        const { seedDatabase } = await import('@oj/functions/seed');
        // The demo (docs/demo-data.md) is for this offline stack only; the cloud seed leaves it out.
        return seedDatabase({
          adminPassword: secrets.adminPassword,
          demo: true,
          demoContestSubmissions: options.demoContestSubmissions === true,
        });
      },
    );

    const handlers = await timed(parts, 'API handlers', () => apiAreas.join(', '), loadHandlers);
    const server = createHttpAdapter({
      handlers,
      webRoot: servedWebRoot,
      outboxDir: join(options.dataDir, 'outbox'),
      outboxToken: secrets.outboxToken,
    });
    const httpHost = options.httpHost ?? '127.0.0.1';
    const boundPort = await timed(
      parts,
      'HTTP adapter',
      (p) =>
        httpHost === '127.0.0.1'
          ? `http://localhost:${p}`
          : `http://localhost:${p}, listening on ${httpHost}`,
      () => listen(server, options.port, httpHost),
    );
    stops.push(
      () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    );

    const workers: RunningJudgeWorkers = startJudgeWorkers({
      entry: judgeWorkerEntry,
      count: options.judgeWorkers,
      env: { ...process.env, ...env, JUDGE_WORK_DIR: judgeWorkDir(options.dataDir) },
      log: options.log,
    });
    parts.push({ name: 'judge workers', where: workers.status, ms: 0 });
    stops.push(workers.stop);

    return {
      url: `http://localhost:${boundPort}`,
      outboxUrl: `http://localhost:${boundPort}/_outbox?token=${secrets.outboxToken}`,
      adminUsername: 'root',
      adminPassword: secrets.adminPassword,
      firstStart: created || seed.admin,
      env,
      parts,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
