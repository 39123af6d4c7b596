import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../local/local-stack';
import { checkJava } from '../../local/dynamodb-local';
import { LocalStackError } from '../../local/local-error';

const dirs: string[] = [];
const servers: Server[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  for (const server of servers.splice(0)) server.close();
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oj-start-'));
  dirs.push(dir);
  return dir;
}

const options = (dataDir: string, port: number) => ({
  port,
  dataDir,
  preferWellKnownPorts: false,
  judgeWorkers: 0,
  log: () => undefined,
});

describe('start-up failures', () => {
  it('names the port when the HTTP port is in use', async () => {
    const server = createServer();
    servers.push(server);
    const port = await new Promise<number>((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)),
    );
    await expect(startLocalStack(options(tempDir(), port))).rejects.toThrow(
      new LocalStackError(`Port ${port} (HTTP) is already in use. Stop what holds it, or pick another port.`),
    );
  });

  it('says how to recover when the local data is damaged', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'secrets.json'), '{ not json');
    const failure = startLocalStack(options(dataDir, 0));
    await expect(failure).rejects.toBeInstanceOf(LocalStackError);
    await expect(failure).rejects.toThrow(/damaged.*npm run reset/);
  });

  it('says which package to install when Java is missing', () => {
    expect(() => checkJava('java-is-not-installed-here')).toThrow(/Java was not found.*openjdk-17/);
  });
});
