import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LocalStackError } from '../local-error';
import { repoRoot } from '../paths';

/** The launcher's source (see its own comment for why it exists). */
export const loopbackLauncherSource = join(
  dirname(fileURLToPath(import.meta.url)),
  'LoopbackDynamoDbLocal.java',
);

/** The class `java` runs. */
export const loopbackLauncherClass = basename(loopbackLauncherSource, '.java');

/**
 * Compiled launchers, one folder per key. Inside the repository's own node_modules rather than the
 * shared temp folder: another account on the machine could plant a class under a predictable /tmp
 * name, which would then run with our rights and our database.
 */
export const defaultLauncherCacheRoot = join(repoRoot, 'node_modules', '.cache', 'oj-dynamodb-loopback');

export interface LauncherClass {
  /** The folder to put on the class path, holding the compiled launcher. */
  readonly classDir: string;
  /** Whether this call ran javac or found the folder another start had made. */
  readonly outcome: 'compiled' | 'reused';
}

/**
 * What a compiled launcher depends on: its source, the Java that runs it (a newer JDK may refuse an
 * older class format, or the other way round) and the DynamoDB Local jar it is compiled against.
 */
export function launcherCacheKey(javaVersion: string, dynamoDbLocalJar: string): string {
  return createHash('sha256')
    .update(readFileSync(loopbackLauncherSource))
    .update('\0')
    .update(javaVersion)
    .update('\0')
    .update(dynamoDbLocalJar)
    .digest('hex')
    .slice(0, 32);
}

/**
 * Moves a freshly compiled folder to its final name in one rename, so a folder under that name is
 * always complete. When two stacks start at once both compile, the first rename wins, and the other
 * drops its own copy and uses the winner's.
 */
export function publishCompiledLauncher(staging: string, classDir: string): LauncherClass {
  try {
    renameSync(staging, classDir);
    return { classDir, outcome: 'compiled' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (
      (code === 'ENOTEMPTY' || code === 'EEXIST') &&
      existsSync(join(classDir, `${loopbackLauncherClass}.class`))
    ) {
      rmSync(staging, { recursive: true, force: true });
      return { classDir, outcome: 'reused' };
    }
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The compiled launcher for this Java and jar: compiled with javac once (about 2 s) and reused by
 * every later start, where running the source file would compile it in memory each time.
 */
export function ensureLauncherClass(options: {
  /** What `java -version` printed: part of the cache key. */
  readonly javaVersion: string;
  readonly dynamoDbLocalJar: string;
  readonly cacheRoot?: string;
}): LauncherClass {
  const cacheRoot = options.cacheRoot ?? defaultLauncherCacheRoot;
  const classDir = join(cacheRoot, launcherCacheKey(options.javaVersion, options.dynamoDbLocalJar));
  if (existsSync(join(classDir, `${loopbackLauncherClass}.class`))) return { classDir, outcome: 'reused' };

  mkdirSync(cacheRoot, { recursive: true });
  const staging = join(cacheRoot, `.staging-${process.pid}-${randomBytes(6).toString('hex')}`);
  mkdirSync(staging);
  // For the Java that will run it, should the javac on the PATH belong to a newer JDK.
  const major = /version "(?:1\.)?(\d+)/.exec(options.javaVersion)?.[1];
  const compiled = spawnSync(
    'javac',
    [
      ...(major ? ['--release', major] : []),
      '-nowarn',
      '-cp',
      options.dynamoDbLocalJar,
      '-d',
      staging,
      loopbackLauncherSource,
    ],
    { encoding: 'utf8' },
  );
  if (compiled.error || compiled.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    const reason = compiled.error ? compiled.error.message : compiled.stderr.trim();
    throw new LocalStackError(
      `Could not compile the DynamoDB Local launcher (${loopbackLauncherSource}) with javac, which comes ` +
        `with a JDK (apt-get install -y openjdk-17-jdk-headless): ${reason}`,
    );
  }
  return publishCompiledLauncher(staging, classDir);
}
