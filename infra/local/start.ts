import { isIP } from 'node:net';
import { demoUserPassword } from '../../functions/src/seed/demo/demo-users';
import { LocalStackError } from './local-error';
import { startLocalStack, type LocalStack } from './local-stack';
import { defaultDataDir } from './paths';
import { preflight } from './preflight';

/**
 * The HTTP adapter's listening address: the loopback, unless `OJ_HTTP_HOST` opts in to another (for a
 * classroom on a LAN, say). The emulators stay on the loopback either way.
 */
function listenAddress(): string {
  const host = process.env.OJ_HTTP_HOST?.trim();
  if (!host) return '127.0.0.1';
  if (!isIP(host) && host !== 'localhost') {
    throw new LocalStackError(
      `OJ_HTTP_HOST must be an IP address to listen on, such as 0.0.0.0, not "${host}".`,
    );
  }
  return host;
}

/** `npm start`: the whole system, offline, on http://localhost:8080 (or `PORT`). */
async function main(): Promise<void> {
  preflight();
  const startedAt = Date.now();
  const dataDir = defaultDataDir();
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new LocalStackError(`PORT must be a port number, not "${process.env.PORT}".`);
  }
  // One worker process judges as many submissions at once as there are CPUs (JUDGE_SLOTS).
  const judgeWorkers = Number(process.env.JUDGE_WORKERS ?? 1);
  process.env.LOG_LEVEL ??= 'warn';
  const httpHost = listenAddress();

  const stack: LocalStack = await startLocalStack({
    port,
    dataDir,
    preferWellKnownPorts: true,
    judgeWorkers,
    demoContestSubmissions: judgeWorkers > 0,
    httpHost,
    log: (line) => console.log(line),
  });

  const width = Math.max(...stack.parts.map((part) => part.name.length));
  console.log('\nOnline Judge is running offline.\n');
  for (const part of stack.parts) {
    console.log(`  ${part.name.padEnd(width)}  ${part.where}${part.ms ? `  (${part.ms} ms)` : ''}`);
  }
  console.log(`  ${'data'.padEnd(width)}  ${dataDir}`);
  console.log(`\n  Open        ${stack.url}`);
  console.log(
    `  Admin       ${stack.adminUsername} / ${stack.adminPassword}${stack.firstStart ? '  (new)' : ''}`,
  );
  console.log(`  Demo        student1..3, teacher / ${demoUserPassword}  (docs/demo-data.md)`);
  console.log(`  Mail        ${stack.outboxUrl}`);
  if (httpHost !== '127.0.0.1') {
    console.log(
      `\n  Warning     OJ_HTTP_HOST=${httpHost}: the site (not the emulators) is open to the network. ` +
        'Anyone who reaches it can register and submit programs that this machine runs.',
    );
  }
  console.log(`\n  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Ctrl-C stops everything.\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    const stoppingAt = Date.now();
    stack.stop().then(
      () => {
        const seconds = ((Date.now() - stoppingAt) / 1000).toFixed(1);
        // Printed only once stop() has seen every child exit: the workers and DynamoDB Local's Java.
        console.log(
          `Stopped in ${seconds} s: the HTTP server, the judge workers, DynamoDB Local, SQS and S3; ` +
            'all processes ended.',
        );
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof LocalStackError) {
    console.error(`\nCannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
