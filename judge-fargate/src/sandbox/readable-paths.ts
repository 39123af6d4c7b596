/**
 * What a sandboxed run may read (Landlock's `--readable`, where the kernel has Landlock): its own
 * folders, the language runtimes, system libraries and headers, the few files of /etc that loaders
 * and runtimes open, and the kernel's view of the process itself. Nothing else: not the judge's test
 * data cache, not the local stack's data folder, not /root, not another slot's folders — even if a
 * mistake left one of them readable by the slot's uid, which is the only fence where Landlock is
 * missing (the worker keeps those folders root-only for that reason).
 */
import { existsSync, realpathSync } from 'node:fs';
import { dirname, sep } from 'node:path';

/**
 * System places, each with the reason a run needs it. Missing ones are left out (the runner refuses a
 * readable path that does not exist).
 */
const systemPlaces = [
  '/usr', // compilers, headers, libraries, the JDK, Node, Python
  '/lib', // the loader and libc where /lib is not a link into /usr
  '/lib64',
  '/lib32',
  '/bin',
  '/sbin',
  '/opt/oj-runtimes', // interpreters copied out of private homes (scripts/install-runtimes.sh)
  '/etc/ld.so.cache', // the dynamic loader
  '/etc/ld.so.conf',
  '/etc/ld.so.conf.d',
  '/etc/alternatives', // /usr/bin/java and friends are links through here
  '/etc/java-17-openjdk', // the JDK's conf/ is a link to here
  '/etc/java-21-openjdk',
  '/etc/ssl', // Node reads openssl.cnf at start and stops without it
  '/etc/localtime',
  '/etc/passwd', // user lookups (the JVM's user.home); slot uids have no entry, and that is fine
  '/etc/group',
  '/etc/nsswitch.conf',
  '/proc/self', // runtimes read their own maps, limits, cgroup and status
  '/sys/devices/system/cpu', // how many CPUs (glibc, the JVM, libuv)
  '/sys/fs/cgroup', // container limits the JVM and libuv look up
  '/dev/urandom',
  '/dev/random',
  '/dev/zero',
];

function beneath(path: string, parent: string): boolean {
  return path === parent || path.startsWith(parent.endsWith(sep) ? parent : `${parent}${sep}`);
}

function real(path: string): string | undefined {
  try {
    return realpathSync(path);
  } catch {
    return undefined;
  }
}

/** Paths as the runner will open them (links resolved), without any that another one already covers. */
function withoutNested(paths: string[]): string[] {
  const kept: string[] = [];
  for (const path of [...new Set(paths)].sort((a, b) => a.length - b.length)) {
    if (!kept.some((parent) => beneath(path, parent))) kept.push(path);
  }
  return kept;
}

const existingSystemPlaces = systemPlaces.filter((path) => existsSync(path));

/**
 * The readable paths of one run: the system places, the given folders (the build folder of a
 * program, for instance), and the installation folder of each runtime binary (`…/bin/x` → `…`),
 * for runtimes installed outside /usr.
 */
export function readablePathsFor(folders: string[], binaries: Record<string, string> = {}): string[] {
  const runtimeRoots = Object.values(binaries)
    .map(real)
    .filter((path): path is string => path !== undefined)
    .map((path) => dirname(dirname(path)))
    .filter((root) => root !== '/'); // a binary straight under / must not open everything
  // /proc/self must stay as it is: resolved here it would name the worker's own process.
  const resolved = [...existingSystemPlaces, ...folders, ...runtimeRoots].map((path) =>
    path === '/proc/self' ? path : (real(path) ?? path),
  );
  return withoutNested(resolved);
}
