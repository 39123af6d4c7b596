import { demoUserPassword } from '../../functions/src/seed/demo/demo-users';
import { LocalStackError } from './local-error';
import { startLocalStack, type LocalStack } from './local-stack';
import { defaultDataDir } from './paths';

/** `npm start`: the whole system, offline, on http://localhost:8080 (or `PORT`). */
async function main(): Promise<void> {
  const startedAt = Date.now();
  const dataDir = defaultDataDir();
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new LocalStackError(`PORT must be a port number, not "${process.env.PORT}".`);
  }
  // One worker process judges as many submissions at once as there are CPUs (JUDGE_SLOTS).
  const judgeWorkers = Number(process.env.JUDGE_WORKERS ?? 1);
  process.env.LOG_LEVEL ??= 'warn';

  const stack: LocalStack = await startLocalStack({
    port,
    dataDir,
    preferWellKnownPorts: true,
    judgeWorkers,
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
  console.log(`\n  Ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Ctrl-C stops everything.\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping…`);
    stack.stop().then(
      () => process.exit(0),
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
