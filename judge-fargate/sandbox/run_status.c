/*
 * Step 1 of a verdict (docs/judge.md, "How a verdict is decided"): the run's observations → one
 * status, by the precedence written in runner.h, as one chain of early returns.
 * Every comparison is made on the numbers the result reports (whole milliseconds, kilobytes), so a
 * reader of the JSON can always see why: "cpu_time_limit" means cpuTimeMs > the limit.
 */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/wait.h>

#include "internal.h"

static uint64_t timeval_us(struct timeval t) { return (uint64_t)t.tv_sec * 1000000 + (uint64_t)t.tv_usec; }

static uint64_t max_u64(uint64_t a, uint64_t b) { return a > b ? a : b; }

/*
 * RLIMIT_AS made it fail: the runner refused one of its allocations for the address-space limit
 * (alloc_watch.c) — the direct evidence — or, for failures the watch does not see (a heap grown in
 * small steps), peak RSS reached a third of the limit (runner.h says why a third).
 */
static bool address_space_exhausted(const struct runner_config *cfg, const struct observation *obs,
                                    const struct runner_result *result) {
  if (cfg->address_space_kb == 0) return false;
  bool abnormal_end = result->signal != 0 || result->exit_code != 0;
  if (!abnormal_end) return false;
  if (obs->refused_allocations > 0) return true;
  if (result->memory_kb * 3 >= cfg->address_space_kb) return true;
  uint64_t image_bytes;
  return elf_load_size(cfg->work_dir, cfg->argv[0], &image_bytes) && image_bytes / 1024 > cfg->address_space_kb;
}

static enum run_status decide(const struct runner_config *cfg, const struct verdict_input *in,
                              struct runner_result *result) {
  const struct observation *obs = in->obs;
  if (in->setup_failure) {
    const struct child_failure *failure = in->setup_failure;
    snprintf(result->error, sizeof(result->error), "%s%s%.31s: %s", child_step_name(failure->step),
             failure->detail[0] ? " " : "", failure->detail, strerror(failure->err));
    return RUN_RUNNER_ERROR;
  }
  if (obs->reap_errno != 0) {
    snprintf(result->error, sizeof(result->error), "wait4: %s", strerror(obs->reap_errno));
    return RUN_RUNNER_ERROR;
  }
  if (obs->killed_by == KILLED_CANCELLED) {
    snprintf(result->error, sizeof(result->error), "runner cancelled by a signal");
    return RUN_RUNNER_ERROR;
  }
  bool oom_killed = in->cgroup && in->cgroup->oom_kills > 0;
  if (obs->killed_by == KILLED_MEMORY || oom_killed ||
      (cfg->memory_limit_kb > 0 && result->memory_kb > cfg->memory_limit_kb))
    return RUN_MEMORY_LIMIT;
  if (obs->killed_by == KILLED_CPU || result->signal == SIGXCPU ||
      (cfg->cpu_limit_ms > 0 && result->cpu_time_ms > cfg->cpu_limit_ms))
    return RUN_CPU_TIME_LIMIT;
  if (obs->killed_by == KILLED_WALL) return RUN_WALL_TIME_LIMIT;
  if (result->signal == SIGSYS) return RUN_SECCOMP_VIOLATION;
  if (result->signal == SIGXFSZ ||
      (cfg->output_limit_kb > 0 && in->largest_output_bytes > cfg->output_limit_kb * 1024))
    return RUN_OUTPUT_LIMIT;
  if (address_space_exhausted(cfg, obs, result)) return RUN_MEMORY_LIMIT;
  if (result->signal != 0) return RUN_SIGNALLED;
  if (result->exit_code != 0) return RUN_NONZERO_EXIT;
  return RUN_OK;
}

void verdict_decide(const struct runner_config *cfg, const struct verdict_input *in, struct runner_result *result) {
  const struct observation *obs = in->obs;
  int status = obs->wait_status;
  result->exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result->signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;

  /* rusage covers the program and the children it waited for; the cgroup also covers children it
     did not wait for; the polled clock covers a program killed mid-burst. Take the largest. */
  uint64_t cpu_us = timeval_us(obs->usage.ru_utime) + timeval_us(obs->usage.ru_stime);
  cpu_us = max_u64(cpu_us, obs->polled_cpu_us);
  if (in->cgroup && in->cgroup->cpu_usage_us > 0) cpu_us = max_u64(cpu_us, (uint64_t)in->cgroup->cpu_usage_us);
  result->cpu_time_ms = cpu_us / 1000;
  result->wall_time_ms = obs->wall_us / 1000;
  result->memory_kb = max_u64((uint64_t)obs->usage.ru_maxrss, obs->polled_peak_rss_kb);
  result->cgroup = in->cgroup != NULL;
  result->cgroup_memory_peak_kb = in->cgroup ? in->cgroup->memory_peak_kb : -1;
  result->error[0] = '\0';
  result->status = decide(cfg, in, result);
  if (result->status == RUN_RUNNER_ERROR) {
    result->exit_code = -1;
    result->signal = 0;
  }
}
