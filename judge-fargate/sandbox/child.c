/*
 * Everything between fork and execve, in the only order that works:
 *
 *   as root:  signals back to default → own session and process group → join the run's cgroup →
 *             place stdio → chdir, umask 077 → build the Landlock ruleset → map the exec path →
 *             rlimits
 *   drop:     supplementary groups, gid, uid (all three of each)
 *   as slot:  parent-death signal → no_new_privs → Landlock → allocation watch → seccomp → execve
 *
 * Root work comes first because the ruleset and cgroup need privileges; rlimits precede the uid
 * change so RLIMIT_NPROC already applies to it; the parent-death signal follows it because changing
 * uid clears it; the allocation watch (alloc_watch.c) is a seccomp filter of its own whose listener
 * goes to the runner before the program can run; seccomp is last because it would forbid the steps
 * before it.
 *
 * A failing step writes {step, errno} to the close-on-exec error pipe and exits 127; a successful
 * execve closes the pipe with nothing written.
 */
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <signal.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <unistd.h>

#include "internal.h"

#define EXEC_PATH_AREA 8192

static _Noreturn void fail_with(const struct child_plumbing *plumbing, enum child_step step, int err,
                               const char *detail) {
  struct child_failure failure = {.step = step, .err = err};
  if (detail) strncpy(failure.detail, detail, sizeof(failure.detail) - 1);
  ssize_t ignored = write(plumbing->error_fd, &failure, sizeof(failure));
  (void)ignored;
  _exit(127);
}

static _Noreturn void fail(const struct child_plumbing *plumbing, enum child_step step, int err) {
  fail_with(plumbing, step, err, NULL);
}

/* Dispositions ignored by whoever started the runner (SIGPIPE, often) would survive execve. */
static int reset_signals(void) {
  for (int sig = 1; sig < NSIG; sig++) {
    if (sig != SIGKILL && sig != SIGSTOP) signal(sig, SIG_DFL); /* glibc-reserved ones just fail */
  }
  sigset_t none;
  sigemptyset(&none);
  return sigprocmask(SIG_SETMASK, &none, NULL);
}

/*
 * Descriptor n of the program becomes source[n]. Sources go to temporaries above the ceiling first,
 * so that "stdin from fd 1, stdout from fd 0" cannot clobber itself. dup2 clears close-on-exec on the
 * targets; everything else the runner holds is close-on-exec and vanishes at execve. Descriptors
 * handed over by the caller may be non-blocking (Node's pipe ends are); the program expects blocking
 * I/O, so that flag is cleared.
 */
static int place_descriptors(const struct runner_config *cfg, const struct child_plumbing *plumbing) {
  int targets[3 + RUNNER_MAX_EXTRA_FDS];
  int temporaries[3 + RUNNER_MAX_EXTRA_FDS];
  size_t count = 0;
  for (int n = 0; n < 3; n++) {
    targets[count] = n;
    temporaries[count++] = fcntl(plumbing->stdio_fds[n], F_DUPFD_CLOEXEC, RUNNER_FD_CEILING);
  }
  for (size_t i = 0; i < cfg->extra_fd_count; i++) {
    targets[count] = cfg->extra_fds[i].child_fd;
    temporaries[count++] = fcntl(cfg->extra_fds[i].runner_fd, F_DUPFD_CLOEXEC, RUNNER_FD_CEILING);
  }
  for (size_t i = 0; i < count; i++) {
    if (temporaries[i] < 0 || dup2(temporaries[i], targets[i]) < 0) return -1;
    close(temporaries[i]);
    int flags = fcntl(targets[i], F_GETFL);
    if (flags >= 0 && (flags & O_NONBLOCK)) fcntl(targets[i], F_SETFL, flags & ~O_NONBLOCK);
  }
  return 0;
}

/*
 * The one execve the filter lets through is the one whose filename pointer equals this address:
 * a copy of the path on a page mapped at a random place, at a random offset (seccomp_profiles.c).
 */
static char *place_exec_path(const char *path) {
  size_t length = strlen(path) + 1;
  uint64_t random[2];
  if (length > EXEC_PATH_AREA / 2) {
    errno = ENAMETOOLONG;
    return NULL;
  }
  if (getrandom(random, sizeof(random), 0) != sizeof(random)) return NULL;
  uintptr_t hint = (uintptr_t)((0x10000000000ULL + random[0] % 0x600000000000ULL) & ~0xfffULL);
  void *area = mmap((void *)hint, EXEC_PATH_AREA, PROT_READ | PROT_WRITE,
                    MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
  if (area == MAP_FAILED) /* smaller address space (39-bit aarch64): let ASLR place it */
    area = mmap(NULL, EXEC_PATH_AREA, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (area == MAP_FAILED) return NULL;
  char *copy = (char *)area + random[1] % (EXEC_PATH_AREA - length);
  memcpy(copy, path, length);
  return copy;
}

/* All three ids of each kind, so no saved id can win root back. A runner that is not root (a
   developer's machine) can only run the program as itself. */
static int drop_privileges(const struct runner_config *cfg) {
  if (geteuid() != 0) {
    if (cfg->uid != getuid()) {
      errno = EPERM;
      return -1;
    }
    return 0;
  }
  if (setgroups(0, NULL) != 0 || setresgid(cfg->gid, cfg->gid, cfg->gid) != 0 ||
      setresuid(cfg->uid, cfg->uid, cfg->uid) != 0)
    return -1;
  uid_t real, effective, saved;
  if (getresuid(&real, &effective, &saved) != 0 || real != cfg->uid || effective != cfg->uid ||
      saved != cfg->uid) {
    errno = EPERM;
    return -1;
  }
  return 0;
}

_Noreturn void child_run(const struct runner_config *cfg, const struct child_plumbing *plumbing) {
  const char *failed_limit = NULL;
  if (reset_signals() != 0) fail(plumbing, STEP_SIGNALS, errno);
  if (setsid() < 0) fail(plumbing, STEP_SESSION, errno);
  if (plumbing->cgroup_procs_fd >= 0 && write(plumbing->cgroup_procs_fd, "0", 1) != 1)
    fail(plumbing, STEP_CGROUP, errno);
  if (place_descriptors(cfg, plumbing) != 0) fail(plumbing, STEP_STDIO, errno);
  if (chdir(cfg->work_dir) != 0) fail(plumbing, STEP_CHDIR, errno);
  /* Files the program creates stay private to its uid: a submission running in another slot cannot
     read them, even with a guessed path through a 0711 work dir. */
  umask(077);
  int ruleset_fd = -1;
  if (plumbing->landlock_abi > 0) {
    ruleset_fd = fd_lift(landlock_prepare(cfg, plumbing->landlock_abi));
    if (ruleset_fd < 0) fail(plumbing, STEP_LANDLOCK_PREPARE, errno);
  }
  char *exec_path = place_exec_path(cfg->argv[0]);
  if (!exec_path) fail(plumbing, STEP_EXEC_PATH, errno);
  int rc = limits_apply(cfg, &failed_limit);
  if (rc != 0) fail_with(plumbing, STEP_RLIMITS, -rc, failed_limit);

  if (drop_privileges(cfg) != 0) fail(plumbing, STEP_CREDENTIALS, errno);

  if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) fail(plumbing, STEP_PARENT_DEATH, errno);
  if (getppid() != plumbing->runner_pid) _exit(127); /* the runner is already gone */
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) fail(plumbing, STEP_NO_NEW_PRIVS, errno);
  if (ruleset_fd >= 0 && landlock_enforce(ruleset_fd) != 0) fail(plumbing, STEP_LANDLOCK_ENFORCE, errno);
  if (plumbing->alloc_watch_fd >= 0) alloc_watch_install(plumbing->alloc_watch_fd);

  struct seccomp_context context = {.self_pid = getpid(), .exec_path_ptr = (uint64_t)(uintptr_t)exec_path};
  /* Static, not on the stack: RLIMIT_STACK is already in force and may be small. */
  static struct bpf_builder filter;
  seccomp_build_profile(cfg->profile, &context, &filter);
  if (seccomp_install(&filter) != 0) fail(plumbing, STEP_SECCOMP, errno);

  execve(exec_path, cfg->argv, cfg->env);
  fail(plumbing, STEP_EXEC, errno);
}

const char *child_step_name(int step) {
  static const char *const names[] = {
      [STEP_SIGNALS] = "reset signals",
      [STEP_SESSION] = "setsid",
      [STEP_CGROUP] = "join cgroup",
      [STEP_STDIO] = "set up stdio",
      [STEP_CHDIR] = "chdir to work dir",
      [STEP_LANDLOCK_PREPARE] = "build landlock ruleset",
      [STEP_EXEC_PATH] = "map exec path",
      [STEP_RLIMITS] = "set rlimits",
      [STEP_CREDENTIALS] = "drop privileges",
      [STEP_PARENT_DEATH] = "set parent-death signal",
      [STEP_NO_NEW_PRIVS] = "set no_new_privs",
      [STEP_LANDLOCK_ENFORCE] = "enforce landlock",
      [STEP_SECCOMP] = "install seccomp filter",
      [STEP_EXEC] = "execve",
  };
  if (step < 0 || (size_t)step >= sizeof(names) / sizeof(names[0]) || !names[step]) return "unknown step";
  return names[step];
}
