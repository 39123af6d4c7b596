/*
 * One run, from fork to verdict: open the program's files, create the cgroup, fork (child.c), watch
 * (watchdog.c, serving the allocation watch and the stderr pipe), clean up (cleanup.c), decide
 * (run_status.c). Nothing here is per-language: languages
 * differ only in the config the worker passes.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/openat2.h>
#include <linux/sched.h>

#include "internal.h"

/*
 * Stdio paths are opened as root, in a directory the previous program could write to, so they are
 * opened without following any symlink (openat2 RESOLVE_NO_SYMLINKS; O_NOFOLLOW on kernels before
 * 5.6) and must turn out to be a regular file or a device: a planted symlink to /etc/shadow or a FIFO
 * that would block the runner is refused.
 */
static int open_stdio_path(const char *path, bool for_output) {
  int flags = (for_output ? O_WRONLY | O_CREAT | O_TRUNC : O_RDONLY) | O_CLOEXEC | O_NOCTTY | O_NONBLOCK;
  struct open_how how = {.flags = (uint64_t)flags, .mode = for_output ? 0600 : 0, .resolve = RESOLVE_NO_SYMLINKS};
  int fd = (int)syscall(SYS_openat2, AT_FDCWD, path, &how, sizeof(how));
  if (fd < 0 && errno == ENOSYS) fd = open(path, flags | O_NOFOLLOW, 0600);
  if (fd < 0) return -1;
  struct stat st;
  if (fstat(fd, &st) != 0 || !(S_ISREG(st.st_mode) || S_ISCHR(st.st_mode))) {
    close(fd);
    errno = EINVAL;
    return -1;
  }
  fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
  return fd_lift(fd);
}

static bool open_stdio(const struct runner_config *cfg, int fds[3], bool opened[3], char *err, size_t err_len) {
  static const char *const names[] = {"stdin", "stdout", "stderr"};
  for (int n = 0; n < 3; n++) {
    opened[n] = cfg->stdio[n].fd < 0;
    fds[n] = opened[n] ? open_stdio_path(cfg->stdio[n].path, n > 0) : cfg->stdio[n].fd;
    if (fds[n] < 0) {
      snprintf(err, err_len, "open %s %s: %s", names[n], cfg->stdio[n].path, strerror(errno));
      return false;
    }
  }
  return true;
}

/* The largest regular file among stdout and stderr, for the output-limit check. */
static uint64_t largest_output(const int fds[3], const bool opened[3]) {
  uint64_t largest = 0;
  for (int n = 1; n < 3; n++) {
    struct stat st;
    if (opened[n] && fstat(fds[n], &st) == 0 && S_ISREG(st.st_mode) && (uint64_t)st.st_size > largest)
      largest = (uint64_t)st.st_size;
  }
  return largest;
}

/* The caller's descriptors now live in the child; the runner must not keep pipe ends open. */
static void close_passed_descriptors(const struct runner_config *cfg, const int fds[3], const bool opened[3]) {
  for (int n = 0; n < 3; n++)
    if (!opened[n] && fds[n] > 2) close(fds[n]);
  for (size_t i = 0; i < cfg->extra_fd_count; i++)
    if (cfg->extra_fds[i].runner_fd > 2) close(cfg->extra_fds[i].runner_fd);
}

static void runner_error(struct runner_result *result, const char *what, int err) {
  result->status = RUN_RUNNER_ERROR;
  snprintf(result->error, sizeof(result->error), "%s: %s", what, strerror(err));
}

static void block_signals(void) {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGCHLD);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGHUP);
  sigprocmask(SIG_BLOCK, &set, NULL);
  signal(SIGPIPE, SIG_IGN); /* a closed result pipe must not kill us before cleanup */
}

/*
 * fork(), but when the run has a cgroup the child is born in it (clone3 CLONE_INTO_CGROUP, Linux 5.7):
 * moving a process later by writing cgroup.procs takes a lock whose release waits for an RCU grace
 * period, which adds up to ~15 ms to a run. Older kernels fall back to fork and that write. The raw
 * clone3 child must not call glibc functions that rely on its cached thread id (raise, pthread_*);
 * child.c calls none.
 */
static pid_t spawn_child(const struct run_cgroup *cg, bool *born_in_cgroup) {
  *born_in_cgroup = false;
  if (cg->active) {
    struct clone_args args = {.flags = CLONE_INTO_CGROUP, .exit_signal = SIGCHLD, .cgroup = (uint64_t)cg->dir_fd};
    long pid = syscall(SYS_clone3, &args, sizeof(args));
    if (pid >= 0) {
      *born_in_cgroup = true;
      return (pid_t)pid;
    }
  }
  return fork();
}

/* The pipes between the runner and one run, beside the program's stdio, and the wait loop's signalfd;
   -1 where not used. */
struct run_pipes {
  struct stderr_head stderr;   /* pipe_fd -1 unless --stderr-keep-kb applies */
  int program_stderr;          /* the write end that becomes the program's fd 2 */
  int signal_fd;               /* the wait loop's signalfd */
  int alloc_watch[2];          /* socketpair: [0] the runner's end, [1] the child's */
};

static bool is_regular_file(int fd) {
  struct stat st;
  return fstat(fd, &st) == 0 && S_ISREG(st.st_mode);
}

static bool open_run_pipes(const struct runner_config *cfg, const int stdio_fds[3], const bool opened[3],
                           struct run_pipes *pipes, struct runner_result *result) {
  *pipes = (struct run_pipes){
      .stderr = {.pipe_fd = -1}, .program_stderr = -1, .alloc_watch = {-1, -1}, .signal_fd = watch_signal_fd()};
  if (pipes->signal_fd < 0) {
    runner_error(result, "signalfd", errno);
    return false;
  }
  /* A head is kept only of a file the runner opened; a caller's descriptor is the caller's to drain. */
  if (cfg->stderr_keep_kb > 0 && opened[2] && is_regular_file(stdio_fds[2]) &&
      stderr_head_open(&pipes->stderr, stdio_fds[2], cfg->stderr_keep_kb, &pipes->program_stderr) != 0) {
    runner_error(result, "stderr pipe", errno);
    return false;
  }
  if (alloc_watch_wanted(cfg)) {
    if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, pipes->alloc_watch) != 0) {
      runner_error(result, "socketpair", errno);
      return false;
    }
    pipes->alloc_watch[0] = fd_lift(pipes->alloc_watch[0]);
    pipes->alloc_watch[1] = fd_lift(pipes->alloc_watch[1]);
  }
  return true;
}

static void close_fd(int *fd) {
  if (*fd >= 0) close(*fd);
  *fd = -1;
}

/* Fork, watch, clean up, decide — with the program's descriptors already open. */
static void run_with_stdio(const struct runner_config *cfg, const int stdio_fds[3], const bool opened[3],
                           struct run_pipes *pipes, struct runner_result *result) {
  int error_pipe[2];
  if (pipe2(error_pipe, O_CLOEXEC) != 0) {
    runner_error(result, "pipe", errno);
    return;
  }
  error_pipe[0] = fd_lift(error_pipe[0]);
  error_pipe[1] = fd_lift(error_pipe[1]);

  struct run_cgroup cg;
  cgroup_create(&cg, cfg);
  struct child_plumbing plumbing = {
      .stdio_fds = {stdio_fds[0], stdio_fds[1], pipes->program_stderr >= 0 ? pipes->program_stderr : stdio_fds[2]},
      .error_fd = error_pipe[1],
      .cgroup_procs_fd = cg.active ? cg.procs_fd : -1,
      .landlock_abi = landlock_abi_version(),
      .runner_pid = getpid(),
      .alloc_watch_fd = pipes->alloc_watch[1],
  };

  uint64_t start_us = monotonic_us();
  bool born_in_cgroup;
  pid_t pid = spawn_child(&cg, &born_in_cgroup);
  if (pid == 0) {
    if (born_in_cgroup) plumbing.cgroup_procs_fd = -1;
    child_run(cfg, &plumbing);
  }
  int fork_errno = errno;
  close(error_pipe[1]);
  /* The child's ends: only the child may hold them, or the pipes never report their end. */
  close_fd(&pipes->program_stderr);
  close_fd(&pipes->alloc_watch[1]);
  if (pid < 0) {
    runner_error(result, "fork", fork_errno);
    cgroup_remove(&cg);
    close(error_pipe[0]);
    return;
  }
  close_passed_descriptors(cfg, stdio_fds, opened);

  struct watched_fds watched = {
      .signal_fd = pipes->signal_fd,
      .alloc_listener = pipes->alloc_watch[0] >= 0 ? alloc_watch_receive(pipes->alloc_watch[0]) : -1,
      .stderr = pipes->stderr.pipe_fd >= 0 ? &pipes->stderr : NULL,
  };
  struct observation obs;
  watch_child(cfg, pid, &cg, start_us, &watched, &obs);
  kill_run(pid, &cg); /* the rest of its process group, while its exited leader still holds the id */
  reap_child(pid, &obs);
  close_fd(&watched.alloc_listener);
  bool had_stderr_head = pipes->stderr.pipe_fd >= 0;
  stderr_head_close(&pipes->stderr);

  struct child_failure failure;
  bool setup_failed = read(error_pipe[0], &failure, sizeof(failure)) == (ssize_t)sizeof(failure);
  close(error_pipe[0]);
  struct cgroup_stats stats;
  cgroup_collect(&cg, &stats);
  bool had_cgroup = cg.active;
  leave_nothing_behind(cfg, &cg);

  /* A kept head of stderr is the runner's copy, as long as the caller asked: not the program's output. */
  bool counted_outputs[3] = {opened[0], opened[1], opened[2] && !had_stderr_head};
  struct verdict_input input = {
      .obs = &obs,
      .cgroup = had_cgroup ? &stats : NULL,
      .setup_failure = setup_failed ? &failure : NULL,
      .largest_output_bytes = largest_output(stdio_fds, counted_outputs),
  };
  verdict_decide(cfg, &input, result);
}

void run_program(const struct runner_config *cfg, struct runner_result *result) {
  *result = (struct runner_result){.status = RUN_RUNNER_ERROR, .exit_code = -1, .cgroup_memory_peak_kb = -1};
  block_signals();
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  int stdio_fds[3] = {-1, -1, -1};
  bool opened[3] = {false, false, false};
  struct run_pipes pipes = {.stderr = {.pipe_fd = -1}, .program_stderr = -1, .alloc_watch = {-1, -1}, .signal_fd = -1};
  if (open_stdio(cfg, stdio_fds, opened, result->error, sizeof(result->error)) &&
      open_run_pipes(cfg, stdio_fds, opened, &pipes, result)) {
    run_with_stdio(cfg, stdio_fds, opened, &pipes, result);
    close_fd(&pipes.program_stderr);
    close_fd(&pipes.alloc_watch[0]);
    close_fd(&pipes.alloc_watch[1]);
    stderr_head_close(&pipes.stderr);
  }
  close_fd(&pipes.signal_fd);
  for (int n = 0; n < 3; n++)
    if (opened[n] && stdio_fds[n] >= 0) close(stdio_fds[n]);
}
