/*
 * The parent's wait loop. It sleeps in sigtimedwait until the child exits (SIGCHLD), the runner is
 * asked to stop (SIGTERM/SIGINT/SIGHUP), or the next check is due, and kills the whole run the moment
 * a limit is crossed:
 *
 *   wall    — elapsed since fork ≥ --wall-ms;
 *   CPU     — the child's process CPU clock (all threads, read with clock_getcpuclockid: one syscall,
 *             no /proc) is past --cpu-ms in whole milliseconds. The next check is scheduled when the
 *             limit could first be reached if every CPU ran the program, so a busy loop costs a
 *             handful of wake-ups, and a quick program none;
 *   memory  — RSS from /proc/<pid>/statm (one pread of a descriptor opened once) above --memory-kb,
 *             every 10 ms. This is what stops JVM/V8 programs that run without RLIMIT_AS.
 *
 * It also serves two descriptors while the program runs: the allocation watch's requests
 * (alloc_watch.c), which the program waits on, and the stderr pipe (stderr_head.c), which the program
 * would block on if nobody read it. It waits in ppoll on those and a signalfd of the signals above
 * (made by runner.c before the fork: without it the run does not start).
 *
 * A program that exits before any check costs no wake-up at all. The loop returns with the child
 * exited but not reaped (waitid WNOWAIT): while it is a zombie its pid — which is also its process
 * group id — cannot be reused, so the clean-up can kill the group without hitting a stranger.
 */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <poll.h>
#include <stdlib.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

#define MEMORY_POLL_US 10000
#define MIN_CPU_STEP_US 2000

uint64_t monotonic_us(void) {
  struct timespec now;
  clock_gettime(CLOCK_MONOTONIC, &now);
  return (uint64_t)now.tv_sec * 1000000 + (uint64_t)now.tv_nsec / 1000;
}

static int usable_cpus(void) {
  cpu_set_t set;
  if (sched_getaffinity(0, sizeof(set), &set) != 0) return 1;
  int count = CPU_COUNT(&set);
  return count > 0 ? count : 1;
}

static uint64_t cpu_clock_us(clockid_t clock) {
  struct timespec used;
  if (clock_gettime(clock, &used) != 0) return 0;
  return (uint64_t)used.tv_sec * 1000000 + (uint64_t)used.tv_nsec / 1000;
}

static int open_statm(pid_t pid) {
  char path[40];
  snprintf(path, sizeof(path), "/proc/%d/statm", (int)pid);
  return open(path, O_RDONLY | O_CLOEXEC);
}

static uint64_t resident_kb(int statm_fd, uint64_t page_kb) {
  uint64_t size_pages = 0, resident_pages = 0;
  return statm_read(statm_fd, &size_pages, &resident_pages) ? resident_pages * page_kb : 0;
}

static uint64_t min_u64(uint64_t a, uint64_t b) { return a < b ? a : b; }

/* Which limit, if any, the child has crossed right now. */
static enum kill_reason crossed_limit(const struct runner_config *cfg, uint64_t elapsed_us, uint64_t cpu_us,
                                      uint64_t rss_kb) {
  if (elapsed_us >= cfg->wall_limit_ms * 1000) return KILLED_WALL;
  if (cfg->cpu_limit_ms > 0 && cpu_us / 1000 > cfg->cpu_limit_ms) return KILLED_CPU;
  if (cfg->memory_limit_kb > 0 && rss_kb > cfg->memory_limit_kb) return KILLED_MEMORY;
  return KILLED_NOT;
}

/* How long to sleep before the next check can matter. */
static uint64_t next_check_in(const struct runner_config *cfg, uint64_t elapsed_us, uint64_t cpu_us, int cpus) {
  uint64_t wait_us = cfg->wall_limit_ms * 1000 - elapsed_us;
  if (cfg->cpu_limit_ms > 0) {
    uint64_t cpu_left = (cfg->cpu_limit_ms + 1) * 1000 - min_u64(cpu_us, (cfg->cpu_limit_ms + 1) * 1000);
    uint64_t step = cpu_left / (uint64_t)cpus;
    wait_us = min_u64(wait_us, step > MIN_CPU_STEP_US ? step : MIN_CPU_STEP_US);
  }
  if (cfg->memory_limit_kb > 0) wait_us = min_u64(wait_us, MEMORY_POLL_US);
  return wait_us;
}

/* Whether the child has exited, leaving it a zombie. A failure counts as "exited" with reap_errno set. */
static bool has_exited(pid_t pid, bool block, struct observation *obs) {
  for (;;) {
    siginfo_t info = {.si_pid = 0};
    if (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT | (block ? 0 : WNOHANG)) == 0) return info.si_pid == pid;
    if (errno != EINTR) {
      obs->reap_errno = errno;
      return true;
    }
  }
}

void reap_child(pid_t pid, struct observation *obs) {
  if (obs->reap_errno != 0) return;
  while (wait4(pid, &obs->wait_status, 0, &obs->usage) < 0) {
    if (errno != EINTR) {
      obs->reap_errno = errno;
      return;
    }
  }
}

/* The wake-up signals that arrived; true when one asks the runner to stop. */
static bool cancel_requested(int signal_fd) {
  struct signalfd_siginfo info;
  bool cancel = false;
  while (read(signal_fd, &info, sizeof(info)) == (ssize_t)sizeof(info))
    cancel = cancel || info.ssi_signo != SIGCHLD;
  return cancel;
}

void watch_child(const struct runner_config *cfg, pid_t pid, const struct run_cgroup *cg, uint64_t start_us,
                 const struct watched_fds *fds, struct observation *obs) {
  *obs = (struct observation){.killed_by = KILLED_NOT};
  clockid_t cpu_clock;
  bool have_cpu_clock = clock_getcpuclockid(pid, &cpu_clock) == 0;
  int statm_fd = cfg->memory_limit_kb > 0 || fds->alloc_listener >= 0 ? open_statm(pid) : -1;
  uint64_t page_kb = (uint64_t)sysconf(_SC_PAGESIZE) / 1024;
  int cpus = usable_cpus();
  enum { WAKE_SIGNAL, WAKE_ALLOC, WAKE_STDERR };
  struct pollfd polled[] = {
      [WAKE_SIGNAL] = {.fd = fds->signal_fd, .events = POLLIN},
      [WAKE_ALLOC] = {.fd = fds->alloc_listener, .events = POLLIN},
      [WAKE_STDERR] = {.fd = fds->stderr ? fds->stderr->pipe_fd : -1, .events = POLLIN},
  };

  for (;;) {
    if (has_exited(pid, false, obs)) break;
    uint64_t elapsed = monotonic_us() - start_us;
    if (have_cpu_clock) obs->polled_cpu_us = cpu_clock_us(cpu_clock);
    uint64_t rss = cfg->memory_limit_kb > 0 ? resident_kb(statm_fd, page_kb) : 0;
    if (rss > obs->polled_peak_rss_kb) obs->polled_peak_rss_kb = rss;

    obs->killed_by = crossed_limit(cfg, elapsed, obs->polled_cpu_us, rss);
    if (obs->killed_by != KILLED_NOT) break;

    uint64_t wait_us = next_check_in(cfg, elapsed, obs->polled_cpu_us, cpus);
    struct timespec timeout = {.tv_sec = (time_t)(wait_us / 1000000), .tv_nsec = (long)(wait_us % 1000000) * 1000};
    if (ppoll(polled, sizeof(polled) / sizeof(polled[0]), &timeout, NULL) > 0) {
      if ((polled[WAKE_SIGNAL].revents & POLLIN) && cancel_requested(fds->signal_fd))
        obs->killed_by = KILLED_CANCELLED;
      if (polled[WAKE_ALLOC].revents & POLLIN) {
        if (alloc_watch_answer(polled[WAKE_ALLOC].fd, statm_fd, cfg->address_space_kb)) obs->refused_allocations++;
      } else if (polled[WAKE_ALLOC].revents) {
        polled[WAKE_ALLOC].fd = -1; /* POLLHUP: no task is left under the filter */
      }
      if (polled[WAKE_STDERR].revents && !stderr_head_pump(fds->stderr)) polled[WAKE_STDERR].fd = -1;
    }
    if (obs->killed_by != KILLED_NOT) break;
  }
  if (obs->killed_by != KILLED_NOT) {
    kill_run(pid, cg);
    has_exited(pid, true, obs);
  }
  obs->wall_us = monotonic_us() - start_us;
  if (statm_fd >= 0) close(statm_fd);
}

int watch_signal_fd(void) {
  sigset_t wake;
  sigemptyset(&wake);
  sigaddset(&wake, SIGCHLD);
  sigaddset(&wake, SIGTERM);
  sigaddset(&wake, SIGINT);
  sigaddset(&wake, SIGHUP);
  /* The signals stay blocked (runner.c); the signalfd only makes them pollable. */
  return fd_lift(signalfd(-1, &wake, SFD_NONBLOCK | SFD_CLOEXEC));
}
