import { dirname, join } from 'node:path';
import { judgeLimits } from '@oj/shared';
import type { SeccompProfile } from '../sandbox/runner-contract';
import { findBinary } from './find-binary';

/** Limits one run gets, after the language's share of the problem's limits was applied. */
export interface RunLimits {
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number;
}

/** How the judge builds and runs one language. The site's display data is in shared's catalogue. */
export interface JudgeLanguage {
  /** The submission language name, as in the catalogue. */
  name: string;
  /** C and C++ run at the problem's limits; every other language at double (spec §9). */
  nativeLimits: boolean;
  sourceFile: string;
  /** Command that compiles `sourceFile` in the build dir (its cwd); undefined for languages that need none. */
  compile?: (binaries: Record<string, string>) => string[];
  /** Command that runs the program built in `buildDir` (absolute; the run's cwd is another, empty dir). */
  run: (binaries: Record<string, string>, limits: RunLimits, buildDir: string) => string[];
  /** The runner's seccomp rule set for the program (the compiler always runs under 'compiler'). */
  profile: SeccompProfile;
  /** Runtimes that reserve far more address space than they use (JVM, V8) get no RLIMIT_AS. */
  limitAddressSpace: boolean;
  /** Threads a run may start: runtimes start their own (GC, JIT). */
  maxProcesses: number;
  /** Environment the compiler and the program need, given the run's work dir and the binaries found. */
  env?: (workDir: string, binaries: Record<string, string>) => Record<string, string>;
  /** Text in stderr by which the runtime reports running out of memory. */
  outOfMemoryPattern?: RegExp;
  /** Executables the language needs, by role; all must exist for the language to be available. */
  requires: Record<string, { name: string; envOverride?: string; pyenvVersionPrefix?: string }>;
}

const gccFlags = ['-DONLINE_JUDGE', '-w', '-fmax-errors=3', '-lm'];

/** C and C++ through GCC: the same flags, a different driver and source file. */
function gccLanguage(name: string, dialect: 'c' | 'c++', std: string, optimise: boolean): JudgeLanguage {
  const [driver, sourceFile] = dialect === 'c' ? ['gcc', 'main.c'] : ['g++', 'main.cpp'];
  return {
    name,
    nativeLimits: true,
    sourceFile,
    compile: (bin) => [
      bin.compiler as string,
      `-std=${std}`,
      ...(optimise ? ['-O2'] : []),
      sourceFile,
      ...gccFlags,
      '-o',
      'main',
    ],
    run: (_bin, _limits, buildDir) => [`${buildDir}/main`],
    profile: 'native',
    limitAddressSpace: true,
    maxProcesses: 1,
    requires: { compiler: { name: driver } },
  };
}

function pythonLanguage(name: string, binary: string, versionPrefix: string): JudgeLanguage {
  return {
    name,
    nativeLimits: false,
    sourceFile: 'main.py',
    // Byte-compiling finds syntax errors before any case runs: they are compile errors, not runtime ones.
    compile: (bin) => [
      bin.python as string,
      '-c',
      "import py_compile,sys; py_compile.compile('main.py', doraise=True)",
    ],
    run: (bin, _limits, buildDir) => [bin.python as string, '-S', '-B', `${buildDir}/main.py`],
    profile: 'managed',
    limitAddressSpace: true,
    maxProcesses: 1,
    env: (_workDir, bin) => ({
      PYTHONIOENCODING: 'utf-8',
      PYTHONDONTWRITEBYTECODE: '1',
      // An interpreter copied out of pyenv still looks for its shared library where it was built.
      LD_LIBRARY_PATH: join(dirname(dirname(bin.python as string)), 'lib'),
    }),
    outOfMemoryPattern: /MemoryError/,
    requires: { python: { name: binary, pyenvVersionPrefix: versionPrefix } },
  };
}

/** Every language the judge knows how to run; `availableLanguages` keeps those installed here. */
export const judgeLanguages: JudgeLanguage[] = [
  gccLanguage('C', 'c', 'c11', false),
  gccLanguage('C With O2', 'c', 'c11', true),
  gccLanguage('C++', 'c++', 'c++14', false),
  gccLanguage('C++ With O2', 'c++', 'c++14', true),
  gccLanguage('C++ 17', 'c++', 'c++17', false),
  gccLanguage('C++ 17 With O2', 'c++', 'c++17', true),
  gccLanguage('C++ 20', 'c++', 'c++20', false),
  gccLanguage('C++ 20 With O2', 'c++', 'c++20', true),
  {
    name: 'Java',
    nativeLimits: false,
    sourceFile: 'Main.java',
    compile: (bin) => [
      bin.javac as string,
      '-encoding',
      'UTF-8',
      '-J-Xmx512m',
      '-J-XX:+UseSerialGC',
      'Main.java',
    ],
    run: (bin, limits, buildDir) => [
      bin.java as string,
      `-Xmx${limits.memoryLimitMb}m`,
      `-Xss${Math.max(1, Math.min(limits.stackLimitMb, 256))}m`,
      '-XX:+UseSerialGC',
      '-XX:TieredStopAtLevel=1',
      // Otherwise the JVM writes /tmp/hsperfdata, outside the run's folder.
      '-XX:-UsePerfData',
      '-Xshare:auto',
      '-Djava.security.manager=disallow',
      '-cp',
      buildDir,
      'Main',
    ],
    profile: 'managed',
    limitAddressSpace: false,
    maxProcesses: 64,
    outOfMemoryPattern: /java\.lang\.OutOfMemoryError/,
    requires: { javac: { name: 'javac' }, java: { name: 'java' } },
  },
  pythonLanguage('Python3', 'python3', '3.'),
  pythonLanguage('Python2', 'python2', '2.'),
  {
    name: 'JavaScript Node',
    nativeLimits: false,
    sourceFile: 'main.js',
    run: (bin, limits, buildDir) => [
      bin.node as string,
      `--max-old-space-size=${limits.memoryLimitMb}`,
      `--stack-size=${Math.max(984, Math.min(limits.stackLimitMb * 1024 - 64, 65_000))}`,
      `${buildDir}/main.js`,
    ],
    profile: 'managed',
    limitAddressSpace: false,
    maxProcesses: 32,
    outOfMemoryPattern: /JavaScript heap out of memory|Allocation failed/,
    requires: { node: { name: 'node', envOverride: 'JUDGE_NODE_BINARY' } },
  },
  {
    name: 'Golang',
    nativeLimits: false,
    sourceFile: 'main.go',
    compile: (bin) => [bin.go as string, 'build', '-o', 'main', 'main.go'],
    run: (_bin, _limits, buildDir) => [`${buildDir}/main`],
    profile: 'native',
    limitAddressSpace: false,
    maxProcesses: 32,
    env: (workDir) => ({ GOCACHE: `${workDir}/.gocache`, HOME: workDir, GOPATH: `${workDir}/.gopath` }),
    requires: { go: { name: 'go' } },
  },
  {
    ...pythonLanguage('PyPy3', 'pypy3', 'pypy3'),
    limitAddressSpace: false,
    maxProcesses: 8,
  },
];

export interface ResolvedLanguage extends JudgeLanguage {
  binaries: Record<string, string>;
}

/** The languages whose every executable exists on this host, with the absolute paths found. */
export function availableLanguages(): Map<string, ResolvedLanguage> {
  const available = new Map<string, ResolvedLanguage>();
  for (const language of judgeLanguages) {
    const binaries: Record<string, string> = {};
    for (const [role, want] of Object.entries(language.requires)) {
      const found =
        role === 'node'
          ? (process.env[want.envOverride ?? ''] ?? process.execPath)
          : findBinary(want.name, want);
      if (found) binaries[role] = found;
    }
    if (Object.keys(binaries).length === Object.keys(language.requires).length) {
      available.set(language.name, { ...language, binaries });
    }
  }
  return available;
}

/** Spec §9: other languages get double the C/C++ limits, except for CF- and GYM- problems. */
export function limitsFor(language: JudgeLanguage, problemId: string, problemLimits: RunLimits): RunLimits {
  const exempt = /^(CF|GYM)-/i.test(problemId);
  const factor = language.nativeLimits || exempt ? 1 : judgeLimits.managedLanguageFactor;
  return {
    timeLimitMs: problemLimits.timeLimitMs * factor,
    memoryLimitMb: problemLimits.memoryLimitMb * factor,
    stackLimitMb: problemLimits.stackLimitMb,
  };
}
