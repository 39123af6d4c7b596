/*
 * oj-runner — runs ONE untrusted program under limits and reports how it ended.
 *
 * This header is the whole contract: the command line, the config it parses into, the result it
 * prints, and what each status means. The TypeScript mirror is judge-fargate/src/sandbox/runner-contract.ts;
 * change both together.
 *
 * Layers (README.md explains each): rlimits, a unique unprivileged uid/gid per judge slot,
 * no_new_privs, a seccomp filter per language family, an environment built only from --env, the work
 * dir as the only writable place (Landlock where the kernel has it, uid permissions everywhere), and a
 * per-run cgroup v2 where one can be created. Nothing here needs namespaces or cgroups: on AWS Fargate
 * the first five layers carry the load.
 *
 * ---------------------------------------------------------------------------------------------------
 * Command line
 *
 *   oj-runner [OPTION VALUE]... -- PROGRAM [ARG]...
 *   oj-runner --self-check [--uid N --gid N]
 *
 * PROGRAM is executed as given (no PATH search); a relative path is relative to --cwd. It is also
 * passed as argv[0]. Every option takes exactly one value. Numbers are decimal; 0 means "no limit"
 * unless stated otherwise.
 *
 *   --profile native|managed|compiler  seccomp rule set (required; see seccomp_profiles.c)
 *   --uid N, --gid N          the slot's unprivileged ids, nonzero (required when run as root)
 *   --cwd DIR                 work dir: the program starts here (required)
 *   --cpu-ms N                CPU time limit, user+sys over all threads
 *   --wall-ms N               wall-clock limit (required, > 0)
 *   --memory-kb N             peak resident memory limit that decides memory_limit
 *   --address-space-kb N      RLIMIT_AS; 0 for runtimes that reserve huge address space (JVM, V8)
 *   --stack-kb N              RLIMIT_STACK; 0 keeps the runner's own
 *   --output-kb N             largest file the program may write (RLIMIT_FSIZE), stdout included
 *   --max-open-files N        RLIMIT_NOFILE (default 64)
 *   --max-processes N         RLIMIT_NPROC: processes + threads of the slot uid (default 1)
 *   --stdin SPEC, --stdout SPEC, --stderr SPEC
 *                             SPEC is a path, opened by the runner as root before dropping
 *                             privileges (output files are created 0600 and truncated), or fd:N,
 *                             a descriptor of the runner's own (interactive pipes). Default /dev/null.
 *   --stderr-keep-kb N        when --stderr is a file: the program writes stderr into a pipe, the
 *                             runner copies the first N KiB to the file and discards the rest, so
 *                             stderr never meets RLIMIT_FSIZE (stderr_head.c). 0 (default): the
 *                             program writes the file itself, under RLIMIT_FSIZE like stdout
 *   --fd CHILD=RUNNER         also give the program the runner's fd RUNNER as fd CHILD (3..63)
 *   --env KEY=VALUE           one environment variable; the program sees only these. Names starting
 *                             with AWS_ or ECS_ are refused (runner_error), whatever the caller says.
 *   --writable PATH           a place the program may create/modify files (Landlock); default --cwd
 *   --readable PATH           if given at least once, Landlock also confines reads and execution to
 *                             these paths plus the writable ones (and /dev/null); a path that does
 *                             not exist is a runner_error
 *   --cgroup auto|off         per-run cgroup v2 when the host allows one (default auto)
 *
 * Output: exactly one line of JSON on stdout, exit code 0 — also for runner_error. Exit code 2 means
 * the runner could not even write its result.
 *
 *   {"status":"ok","exitCode":0,"signal":null,"cpuTimeMs":1,"wallTimeMs":2,"memoryKb":1400,
 *    "cgroup":false,"cgroupMemoryPeakKb":null,"error":null}
 *
 * --self-check prints one JSON object saying which layers work on this host (self_check.c) and exits
 * 0 when every required layer works, 1 otherwise.
 * ---------------------------------------------------------------------------------------------------
 */
#ifndef OJ_RUNNER_H
#define OJ_RUNNER_H

#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

#define RUNNER_MAX_ENV 64
#define RUNNER_MAX_EXTRA_FDS 8
#define RUNNER_MAX_PATHS 32
/* Extra fds land below this number; the runner keeps its own descriptors at or above it. */
#define RUNNER_FD_CEILING 64

/* Which seccomp rule set the program runs under; one rule set per language family. */
enum seccomp_profile {
  PROFILE_NATIVE,   /* compiled C/C++/Go/Rust: threads (up to --max-processes) but no new process, one
                       exec; a network socket is a kill */
  PROFILE_MANAGED,  /* JVM, CPython, PyPy, Node: as native, but sockets fail with EACCES (runtimes
                       probe them) and socketpair works (the JVM needs one) */
  PROFILE_COMPILER, /* gcc/g++/javac/go build: may fork and exec its tool chain; sockets as managed */
};

/* Where one of the program's descriptors comes from. */
struct stdio_spec {
  const char *path; /* opened by the runner (as root) when fd < 0 */
  int fd;           /* a runner descriptor to hand over, or -1 */
};

/* An extra descriptor handed to the program, e.g. a second pipe of an interactor. */
struct fd_pass {
  int child_fd;  /* number the program sees (3..RUNNER_FD_CEILING-1) */
  int runner_fd; /* descriptor of the runner process */
};

/* Everything one run needs; parsed from the command line by config_parse.c. */
struct runner_config {
  const char *work_dir;             /* --cwd: chdir target and default writable path */
  enum seccomp_profile profile;     /* --profile */
  uid_t uid;                        /* --uid: slot user; unique per concurrently running slot */
  gid_t gid;                        /* --gid: slot group */
  uint64_t cpu_limit_ms;            /* --cpu-ms: 0 = none (compilers rely on wall time) */
  uint64_t wall_limit_ms;           /* --wall-ms: always enforced */
  uint64_t memory_limit_kb;         /* --memory-kb: verdict threshold on peak RSS; 0 = none */
  uint64_t address_space_kb;        /* --address-space-kb: RLIMIT_AS; 0 = not set */
  uint64_t stack_kb;                /* --stack-kb: RLIMIT_STACK; 0 = inherited */
  uint64_t output_limit_kb;         /* --output-kb: RLIMIT_FSIZE and the output_limit threshold */
  uint64_t max_open_files;          /* --max-open-files: RLIMIT_NOFILE */
  uint64_t max_processes;           /* --max-processes: RLIMIT_NPROC (and pids.max in a cgroup) */
  struct stdio_spec stdio[3];       /* --stdin/--stdout/--stderr */
  uint64_t stderr_keep_kb;          /* --stderr-keep-kb: head of stderr kept through a pipe; 0 = off */
  struct fd_pass extra_fds[RUNNER_MAX_EXTRA_FDS]; /* --fd */
  size_t extra_fd_count;
  char *env[RUNNER_MAX_ENV + 1];    /* --env, NULL-terminated: the program's whole environment */
  size_t env_count;
  const char *writable_paths[RUNNER_MAX_PATHS]; /* --writable (work_dir when none given) */
  size_t writable_count;
  const char *readable_paths[RUNNER_MAX_PATHS]; /* --readable (reads unconfined when none given) */
  size_t readable_count;
  bool use_cgroup;                  /* --cgroup auto → true */
  char *const *argv;                /* PROGRAM and its args; argv[0] is the file executed */
};

/*
 * How a run ended. Decided once, in run_status.c, in exactly this order of precedence — the first line
 * that matches wins, so a run has one status whatever order the observations arrived in:
 */
enum run_status {
  RUN_RUNNER_ERROR,      /* the runner could not set up or start the program (bad option, missing
                            file, exec failure, a layer failed); `error` says which step and why */
  RUN_MEMORY_LIMIT,      /* peak RSS above --memory-kb (wait4 ru_maxrss or the runner's polling, which
                            also kills it), or a cgroup OOM kill, or — see below — the address
                            space limit made it fail */
  RUN_CPU_TIME_LIMIT,    /* CPU time above --cpu-ms (the runner's polling kills it), or SIGXCPU from
                            the RLIMIT_CPU backstop */
  RUN_WALL_TIME_LIMIT,   /* still alive at --wall-ms (sleeping, blocked on input, starved) */
  RUN_SECCOMP_VIOLATION, /* killed by SIGSYS: a call its profile forbids (socket, fork, exec, ptrace…) */
  RUN_OUTPUT_LIMIT,      /* killed by SIGXFSZ, or a stdout/stderr file ended larger than --output-kb */
  /* memory_limit, again, when --address-space-kb is set and the program ended abnormally (signal or
     nonzero exit) after the runner refused one of its allocations for that limit (alloc_watch.c:
     an anonymous mmap or mremap of ≥ 1 MiB that would take the address space past it — `new`
     throwing bad_alloc, malloc returning NULL, MemoryError), or with peak RSS ≥ a third of the
     address-space limit — a container that doubles needs 3× its size while copying, so that is
     where RLIMIT_AS bites — or when the executable's static footprint alone exceeds the
     address-space limit (the kernel kills it during exec). A program that aborts without a refused
     allocation, under that RSS, is signalled or nonzero_exit like any other crash. */
  RUN_SIGNALLED,         /* killed by any other signal it brought on itself (SIGSEGV, SIGFPE, SIGABRT…) */
  RUN_NONZERO_EXIT,      /* exited with a nonzero code */
  RUN_OK,                /* exited with code 0 */
};

/* What the runner prints, as one JSON line (json_out.c). */
struct runner_result {
  enum run_status status;
  int exit_code;                  /* exit code, or -1 when it died by a signal ("exitCode": null) */
  int signal;                     /* terminating signal, or 0 ("signal": null) */
  uint64_t cpu_time_ms;           /* user+sys of the program and the children it waited for */
  uint64_t wall_time_ms;          /* from fork until it exited, monotonic clock */
  uint64_t memory_kb;             /* peak RSS — the same measure on hosts with and without cgroups */
  bool cgroup;                    /* true when the run had its own cgroup */
  int64_t cgroup_memory_peak_kb;  /* memory.peak (includes page cache; informative only) or -1 */
  char error[512];                /* runner_error: which step failed and why; else empty */
};

#endif
