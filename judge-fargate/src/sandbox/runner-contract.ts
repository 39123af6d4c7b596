/**
 * The sandbox runner's contract, mirroring judge-fargate/sandbox/runner.h field by field. The runner
 * runs one untrusted program under limits and reports how it ended; change both files together.
 */

/** Which seccomp rule set the program runs under (sandbox/seccomp_profiles.c). */
export type SeccompProfile =
  /** Compiled C/C++/Go/Rust: threads (up to maxProcesses) but no new process, one exec; a network socket kills. */
  | 'native'
  /** JVM, CPython, PyPy, Node: as native, but sockets fail with EACCES (runtimes probe them), socketpair works. */
  | 'managed'
  /** gcc, g++, javac, go build: may fork and exec its tool chain; sockets as managed; no ptrace or namespaces. */
  | 'compiler';

/** Where one of the program's descriptors comes from. */
export type StdioSource =
  /**
   * A file the runner opens as root before dropping privileges, never following a symlink; it must
   * be a regular file or a device. Output files are created 0600 (root) and truncated.
   */
  | { path: string }
  /** A descriptor of the runner process: 0–2 its own, 3 and up the `passFds` of startSandboxed. */
  | { fd: number };

/** Everything one run needs; turned into the runner's command line by runner-wire.ts. */
export interface RunnerConfig {
  /** Executable, absolute or relative to workDir; no PATH search. Also the program's argv[0]. */
  program: string;
  /** Arguments after argv[0]. */
  args?: string[];
  /** Absolute work dir: the program starts here and, by default, may write only here. */
  workDir: string;
  /** Seccomp rule set. */
  profile: SeccompProfile;
  /** The slot's unprivileged uid, unique among concurrently running slots (e.g. 62001 + slot). */
  uid: number;
  /** The slot's gid. */
  gid: number;
  /** CPU time limit (user+sys, all threads) in ms; 0 or absent = none (compilers rely on wall time). */
  cpuLimitMs?: number;
  /** Wall-clock limit in ms; always enforced. */
  wallLimitMs: number;
  /** Peak resident memory above which the run is memory_limit, in KiB; 0 or absent = none. */
  memoryLimitKb?: number;
  /** RLIMIT_AS in KiB; 0 or absent = not set (JVM and V8 reserve far more address space than they use). */
  addressSpaceKb?: number;
  /** RLIMIT_STACK in KiB; 0 or absent = the runner's own. */
  stackKb?: number;
  /** Largest file the program may write, stdout included (RLIMIT_FSIZE), in KiB; 0 or absent = none. */
  outputLimitKb?: number;
  /** RLIMIT_NOFILE; the runner's default is 64. */
  maxOpenFiles?: number;
  /** RLIMIT_NPROC: processes plus threads of the slot uid; the runner's default is 1 (no threads). */
  maxProcesses?: number;
  /** The program's stdin; /dev/null when absent. */
  stdin?: StdioSource;
  /** The program's stdout; /dev/null when absent. */
  stdout?: StdioSource;
  /** The program's stderr; /dev/null when absent. */
  stderr?: StdioSource;
  /**
   * With a `stderr` file: the program writes stderr into a pipe and the runner keeps only the first
   * this many KiB in the file, dropping the rest without stopping the program (stderr then never
   * meets outputLimitKb). 0 or absent: the program writes the file itself, under outputLimitKb.
   */
  stderrKeepKb?: number;
  /** Further descriptors: the program's fd `child` (3–63) is the runner's fd `runner`. */
  extraFds?: { child: number; runner: number }[];
  /** The program's whole environment. Names starting with AWS_ or ECS_ are refused (runner_error). */
  env?: Record<string, string>;
  /** Where the program may create or change files (Landlock, where the kernel has it); default workDir. */
  writablePaths?: string[];
  /**
   * If given, Landlock confines reads and execution to these paths plus the writable ones (each must
   * exist); `readablePathsFor` in readable-paths.ts builds the list a program or compiler needs.
   */
  readablePaths?: string[];
  /** Use a per-run cgroup v2 when the host allows one (default true); never required. */
  cgroup?: boolean;
}

/**
 * How a run ended. When several apply, the first in this list wins (the precedence is fixed in
 * sandbox/run_status.c, so the status never depends on the order events arrived in).
 */
export const runStatuses = [
  /**
   * The runner could not set up or start the program — a failure of the host, never of the program
   * (fork or execve refused, a layer that failed, a bad option); `error` says which step and why.
   */
  'runner_error',
  /**
   * Peak RSS above memoryLimitKb, or a cgroup OOM kill, or — with addressSpaceKb set — an abnormal
   * end after the runner refused an allocation for the address-space limit (bad_alloc, a NULL from
   * malloc, MemoryError), or with peak RSS at least a third of that limit, or an executable whose
   * static data alone does not fit in it.
   */
  'memory_limit',
  /** CPU time above cpuLimitMs (killed by the runner's polling or by the RLIMIT_CPU backstop). */
  'cpu_time_limit',
  /** Still running at wallLimitMs: sleeping, blocked on input, or starved. */
  'wall_time_limit',
  /** Killed by SIGSYS: a call its profile forbids (network, fork, exec, ptrace, signalling others…). */
  'seccomp_violation',
  /** Killed by SIGXFSZ, or a stdout/stderr file ended larger than outputLimitKb. */
  'output_limit',
  /** Killed by another signal it caused itself (SIGSEGV, SIGFPE, SIGABRT…). */
  'signalled',
  /** Exited with a nonzero code. */
  'nonzero_exit',
  /** Exited with code 0. */
  'ok',
] as const;

export type RunStatus = (typeof runStatuses)[number];

/** What the runner reports, one JSON line per run. */
export interface RunResult {
  /** How the run ended. */
  status: RunStatus;
  /** Exit code, or null when it died by a signal (or never started). */
  exitCode: number | null;
  /** Terminating signal number, or null. */
  signal: number | null;
  /** User+sys CPU of the program and the children it waited for, in ms. */
  cpuTimeMs: number;
  /** From fork until it exited, in ms. */
  wallTimeMs: number;
  /** Peak resident memory in KiB — the same measure on hosts with and without cgroups. */
  memoryKb: number;
  /** Whether the run had its own cgroup. */
  cgroup: boolean;
  /** The cgroup's memory.peak (includes page cache; informative only), or null. */
  cgroupMemoryPeakKb: number | null;
  /** For runner_error: which step failed and why; otherwise null. */
  error: string | null;
}
