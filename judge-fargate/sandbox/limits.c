/*
 * The program's rlimits. Set in the child while it is still root and before it changes uid, so that
 * RLIMIT_NPROC is already in force when the uid changes. Soft and hard values are equal (the
 * program cannot raise them) except RLIMIT_CPU, whose hard limit is one second later: the soft limit
 * sends SIGXCPU, the hard one SIGKILL.
 */
#include <errno.h>
#include <sys/resource.h>

#include "internal.h"

struct limit {
  int resource;
  const char *name;
  rlim_t soft;
  rlim_t hard;
  bool wanted;
};

int limits_apply(const struct runner_config *cfg, const char **failed_limit) {
  rlim_t cpu_seconds = (rlim_t)((cfg->cpu_limit_ms + 999) / 1000 + 1);
  rlim_t address_space = (rlim_t)cfg->address_space_kb * 1024;
  rlim_t stack = (rlim_t)cfg->stack_kb * 1024;
  /* One byte over the limit: a file of exactly the limit is legal, the next byte raises SIGXFSZ,
     and run_status.c can tell "reached" from "exceeded" by the file size. */
  rlim_t file_size = (rlim_t)cfg->output_limit_kb * 1024 + 1;
  rlim_t files = (rlim_t)cfg->max_open_files;
  rlim_t processes = (rlim_t)cfg->max_processes;

  const struct limit limits[] = {
      /* No core files: they would land in the work dir and count against nothing. */
      {RLIMIT_CORE, "RLIMIT_CORE", 0, 0, true},
      /* The runner's CPU polling stops the program at the limit; this backstop (the limit rounded
         up to whole seconds, plus one) holds should the runner itself be starved or killed. */
      {RLIMIT_CPU, "RLIMIT_CPU", cpu_seconds, cpu_seconds + 1, cfg->cpu_limit_ms > 0},
      {RLIMIT_AS, "RLIMIT_AS", address_space, address_space, cfg->address_space_kb > 0},
      {RLIMIT_STACK, "RLIMIT_STACK", stack, stack, cfg->stack_kb > 0},
      {RLIMIT_FSIZE, "RLIMIT_FSIZE", file_size, file_size, cfg->output_limit_kb > 0},
      {RLIMIT_NOFILE, "RLIMIT_NOFILE", files, files, true},
      /* Counts every process and thread of the slot uid, which only this run uses. */
      {RLIMIT_NPROC, "RLIMIT_NPROC", processes, processes, true},
      /* Pinned pages and message queues are kernel memory outside the RSS we measure. */
      {RLIMIT_MEMLOCK, "RLIMIT_MEMLOCK", 0, 0, true},
      {RLIMIT_MSGQUEUE, "RLIMIT_MSGQUEUE", 0, 0, true},
  };

  for (size_t i = 0; i < sizeof(limits) / sizeof(limits[0]); i++) {
    if (!limits[i].wanted) continue;
    struct rlimit value = {.rlim_cur = limits[i].soft, .rlim_max = limits[i].hard};
    if (setrlimit(limits[i].resource, &value) != 0) {
      *failed_limit = limits[i].name;
      return -errno;
    }
  }
  return 0;
}
