import { readdirSync, realpathSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Programs run as a slot's unprivileged uid, so a binary counts only when any user may execute it
 * and reach it: every folder on its real path must let others through (pyenv under a 0700 /root does not).
 */
function executableByAnyone(path: string): boolean {
  try {
    const real = realpathSync(path);
    if ((statSync(real).mode & 0o001) === 0) return false;
    for (let dir = dirname(real); ; dir = dirname(dir)) {
      if ((statSync(dir).mode & 0o001) === 0) return false;
      if (dir === '/') return true;
    }
  } catch {
    return false;
  }
}

/** pyenv keeps real interpreters under its versions folder (its shims add tens of milliseconds per start). */
function pyenvBinaries(name: string, versionPrefix: string): string[] {
  const root = process.env.PYENV_ROOT ?? '/root/.pyenv';
  try {
    return readdirSync(join(root, 'versions'))
      .filter((version) => version.startsWith(versionPrefix))
      .sort()
      .reverse()
      .map((version) => join(root, 'versions', version, 'bin', name));
  } catch {
    return [];
  }
}

/** Runtimes copied out of private homes by scripts/install-runtimes.sh. */
function optRuntimeBinaries(name: string): string[] {
  const root = '/opt/oj-runtimes';
  try {
    return readdirSync(root).map((runtime) => join(root, runtime, 'bin', name));
  } catch {
    return [];
  }
}

/**
 * The first executable among an explicit override, the usual system places and pyenv's real binaries.
 * Absolute paths only: the sandbox executes without a PATH search.
 */
export function findBinary(
  name: string,
  options: { envOverride?: string; pyenvVersionPrefix?: string } = {},
): string | undefined {
  const override = options.envOverride ? process.env[options.envOverride] : undefined;
  const candidates = [
    ...(override ? [override] : []),
    `/usr/bin/${name}`,
    `/usr/local/bin/${name}`,
    ...optRuntimeBinaries(name),
    ...(options.pyenvVersionPrefix ? pyenvBinaries(name, options.pyenvVersionPrefix) : []),
    `/usr/local/go/bin/${name}`,
  ];
  return candidates.find(executableByAnyone);
}
