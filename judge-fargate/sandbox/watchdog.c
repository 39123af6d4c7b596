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
 * A program that exits before any check costs no wake-up at all. The loop returns with the child
 * exited but not reaped (waitid WNOWAIT): while it is a zombie its pid — which is also its process
 * group id — cannot be reused, so the clean-up can kill the group without hitting a stranger.
 */
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
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

/* statm: "size resident shared ..." in pages. */
static uint64_t resident_kb(int statm_fd, uint64_t page_kb) {
  char buf[128];
  ssize_t n = pread(statm_fd, buf, sizeof(buf) - 1, 0);
  if (n <= 0) return 0;
  buf[n] = '\0';
  char *resident = buf;
  strtoull(buf, &resident, 10);
  return strtoull(resident, NULL, 10) * page_kb;
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

void watch_child(const struct runner_config *cfg, pid_t pid, const struct run_cgroup *cg, uint64_t start_us,
                 struct observation *obs) {
  *obs = (struct observation){.killed_by = KILLED_NOT};
  clockid_t cpu_clock;
  bool have_cpu_clock = clock_getcpuclockid(pid, &cpu_clock) == 0;
  int statm_fd = cfg->memory_limit_kb > 0 ? open_statm(pid) : -1;
  uint64_t page_kb = (uint64_t)sysconf(_SC_PAGESIZE) / 1024;
  int cpus = usable_cpus();
  sigset_t wake;
  sigemptyset(&wake);
  sigaddset(&wake, SIGCHLD);
  sigaddset(&wake, SIGTERM);
  sigaddset(&wake, SIGINT);
  sigaddset(&wake, SIGHUP);

  for (;;) {
    if (has_exited(pid, false, obs)) break;
    uint64_t elapsed = monotonic_us() - start_us;
    if (have_cpu_clock) obs->polled_cpu_us = cpu_clock_us(cpu_clock);
    uint64_t rss = statm_fd >= 0 ? resident_kb(statm_fd, page_kb) : 0;
    if (rss > obs->polled_peak_rss_kb) obs->polled_peak_rss_kb = rss;

    obs->killed_by = crossed_limit(cfg, elapsed, obs->polled_cpu_us, rss);
    if (obs->killed_by != KILLED_NOT) break;

    uint64_t wait_us = next_check_in(cfg, elapsed, obs->polled_cpu_us, cpus);
    struct timespec timeout = {.tv_sec = (time_t)(wait_us / 1000000), .tv_nsec = (long)(wait_us % 1000000) * 1000};
    int sig = sigtimedwait(&wake, NULL, &timeout);
    if (sig == SIGTERM || sig == SIGINT || sig == SIGHUP) {
      obs->killed_by = KILLED_CANCELLED;
      break;
    }
  }
  if (obs->killed_by != KILLED_NOT) {
    kill_run(pid, cg);
    has_exited(pid, true, obs);
  }
  obs->wall_us = monotonic_us() - start_us;
  if (statm_fd >= 0) close(statm_fd);
}
