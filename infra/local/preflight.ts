import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { LocalStackError } from './local-error';

/** Commands the local stack cannot start without, each with the Debian package that brings it. */
const requiredCommands = [
  { command: 'java', why: 'DynamoDB Local', package: 'openjdk-17-jdk-headless' },
  { command: 'make', why: 'building the sandbox runner', package: 'make' },
  { command: 'gcc', why: 'the sandbox runner and C submissions', package: 'gcc' },
  { command: 'flock', why: "the judge's claim on its sandbox uids", package: 'util-linux' },
] as const;

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((folder) => {
    try {
      accessSync(join(folder, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * Checks, before anything starts, that this machine has what the stack needs, and names what to
 * install when it does not. `npm start` runs scripts/setup.sh first, which installs it all as root;
 * this catches a start without it (`node --import tsx infra/local/start.ts`, or no root).
 */
export function preflight(): void {
  const missing = requiredCommands.filter((required) => !onPath(required.command));
  if (missing.length === 0) return;
  const lines = missing.map((required) => `  ${required.command} (${required.why})`);
  throw new LocalStackError(
    `this machine lacks:\n${lines.join('\n')}\n` +
      `Install it with \`sudo bash scripts/setup.sh\`, or: sudo apt-get install -y ${missing.map((required) => required.package).join(' ')}`,
  );
}
