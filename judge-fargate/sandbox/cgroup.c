/*
 * An optional per-run cgroup v2: <mount>/oj-runner/run-<runner pid>. Never required — Fargate has no
 * writable cgroupfs — but where it exists it adds what rlimits cannot: a hard memory ceiling for the
 * whole tree (kernel-precise, no polling gap), a pid ceiling, CPU accounting of processes not yet
 * reaped, and cgroup.kill, which reaches descendants that left the process group.
 *
 * The verdict does not depend on it: memory_limit is still decided on peak RSS, so a host with
 * cgroups and one without give the same status (memory.peak counts page cache — the program's own
 * output file — and is reported only for information).
 *
 * Setup is lean: one mkdir, four small writes, one open. The child joins by writing "0" to
 * cgroup.procs before it drops root.
 */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

#define CGROUP2_SUPER_MAGIC 0x63677270
#define PARENT_NAME "oj-runner"
/* Above the verdict limit so the kernel ceiling only catches bursts faster than the RSS polling. */
#define MEMORY_CEILING_SLACK_KB (64 * 1024)

const char *cgroup_mount_point(void) {
  static const char *const candidates[] = {"/sys/fs/cgroup", "/sys/fs/cgroup/unified"};
  for (size_t i = 0; i < sizeof(candidates) / sizeof(candidates[0]); i++) {
    struct statfs fs;
    if (statfs(candidates[i], &fs) == 0 && fs.f_type == CGROUP2_SUPER_MAGIC) return candidates[i];
  }
  return NULL;
}

static int write_at(int dir_fd, const char *file, const char *value) {
  int fd = openat(dir_fd, file, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = write(fd, value, strlen(value));
  int saved = errno;
  close(fd);
  errno = saved;
  return n == (ssize_t)strlen(value) ? 0 : -1;
}

static int write_number_at(int dir_fd, const char *file, uint64_t value) {
  char text[32];
  snprintf(text, sizeof(text), "%llu", (unsigned long long)value);
  return write_at(dir_fd, file, text);
}

static ssize_t read_at(int dir_fd, const char *file, char *buf, size_t size) {
  int fd = openat(dir_fd, file, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -1;
  ssize_t n = read(fd, buf, size - 1);
  close(fd);
  if (n < 0) return -1;
  buf[n] = '\0';
  return n;
}

/* The value of "key N" in a flat-keyed file such as cpu.stat or memory.events; -1 if absent. */
static int64_t read_keyed_at(int dir_fd, const char *file, const char *key) {
  char buf[1024];
  if (read_at(dir_fd, file, buf, sizeof(buf)) < 0) return -1;
  size_t key_len = strlen(key);
  for (char *line = buf; line != NULL;) {
    if (strncmp(line, key, key_len) == 0 && line[key_len] == ' ') return strtoll(line + key_len + 1, NULL, 10);
    char *newline = strchr(line, '\n');
    line = newline ? newline + 1 : NULL;
  }
  return -1;
}

/* The parent is created once; whoever creates it delegates the memory and pids controllers to it. */
static int open_parent(const char *mount) {
  int mount_fd = open(mount, O_PATH | O_DIRECTORY | O_CLOEXEC);
  if (mount_fd < 0) return -1;
  if (mkdirat(mount_fd, PARENT_NAME, 0755) == 0) {
    write_at(mount_fd, "cgroup.subtree_control", "+memory");
    write_at(mount_fd, "cgroup.subtree_control", "+pids");
  }
  int parent_fd = openat(mount_fd, PARENT_NAME, O_PATH | O_DIRECTORY | O_CLOEXEC);
  close(mount_fd);
  if (parent_fd < 0) return -1;
  write_at(parent_fd, "cgroup.subtree_control", "+memory");
  write_at(parent_fd, "cgroup.subtree_control", "+pids");
  return fd_lift(parent_fd);
}

static void apply_limits(int dir_fd, const struct runner_config *cfg) {
  uint64_t ceiling_kb = cfg->memory_limit_kb > 0 ? 2 * cfg->memory_limit_kb + MEMORY_CEILING_SLACK_KB
                                                 : cfg->address_space_kb;
  if (ceiling_kb > 0) write_number_at(dir_fd, "memory.max", ceiling_kb * 1024);
  write_at(dir_fd, "memory.swap.max", "0");
  write_at(dir_fd, "memory.oom.group", "1");
  write_number_at(dir_fd, "pids.max", cfg->max_processes);
}

void cgroup_create(struct run_cgroup *cg, const struct runner_config *cfg) {
  *cg = (struct run_cgroup){.active = false, .parent_fd = -1, .dir_fd = -1, .procs_fd = -1};
  if (!cfg->use_cgroup) return;
  const char *mount = cgroup_mount_point();
  if (!mount) return;
  cg->parent_fd = open_parent(mount);
  if (cg->parent_fd < 0) return;
  snprintf(cg->name, sizeof(cg->name), "run-%d", (int)getpid());
  /* A directory of the same name is left over from a runner that was SIGKILLed with our pid. */
  if (mkdirat(cg->parent_fd, cg->name, 0755) != 0 &&
      !(errno == EEXIST && unlinkat(cg->parent_fd, cg->name, AT_REMOVEDIR) == 0 &&
        mkdirat(cg->parent_fd, cg->name, 0755) == 0))
    goto fail;
  /* O_RDONLY, not O_PATH: clone3 CLONE_INTO_CGROUP does not accept path-only descriptors */
  cg->dir_fd = fd_lift(openat(cg->parent_fd, cg->name, O_RDONLY | O_DIRECTORY | O_CLOEXEC));
  if (cg->dir_fd < 0) goto fail;
  apply_limits(cg->dir_fd, cfg);
  cg->procs_fd = fd_lift(openat(cg->dir_fd, "cgroup.procs", O_WRONLY | O_CLOEXEC));
  if (cg->procs_fd < 0) goto fail;
  cg->active = true;
  return;
fail:
  cgroup_remove(cg);
}

void cgroup_collect(const struct run_cgroup *cg, struct cgroup_stats *stats) {
  *stats = (struct cgroup_stats){.cpu_usage_us = -1, .memory_peak_kb = -1, .oom_kills = -1};
  if (!cg->active) return;
  stats->cpu_usage_us = read_keyed_at(cg->dir_fd, "cpu.stat", "usage_usec");
  stats->oom_kills = read_keyed_at(cg->dir_fd, "memory.events", "oom_kill");
  char buf[32];
  if (read_at(cg->dir_fd, "memory.peak", buf, sizeof(buf)) > 0) stats->memory_peak_kb = strtoll(buf, NULL, 10) / 1024;
}

/* cgroup.kill (5.14+) kills the whole tree atomically; older kernels get a signal per listed pid. */
void cgroup_kill(const struct run_cgroup *cg) {
  if (!cg->active) return;
  if (write_at(cg->dir_fd, "cgroup.kill", "1") == 0) return;
  char buf[4096];
  if (read_at(cg->dir_fd, "cgroup.procs", buf, sizeof(buf)) <= 0) return;
  for (char *cursor = buf; *cursor;) {
    char *end;
    long pid = strtol(cursor, &end, 10);
    if (end == cursor) break;
    if (pid > 0) kill((pid_t)pid, SIGKILL);
    cursor = end;
  }
}

/* Removal succeeds once every member is reaped; the caller reaps first, this only waits out the
   kernel's bookkeeping (a few ms at most). */
void cgroup_remove(struct run_cgroup *cg) {
  if (cg->parent_fd >= 0 && cg->name[0]) {
    for (int attempt = 0; attempt < 200; attempt++) {
      if (unlinkat(cg->parent_fd, cg->name, AT_REMOVEDIR) == 0 || errno != EBUSY) break;
      nanosleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
    }
  }
  if (cg->procs_fd >= 0) close(cg->procs_fd);
  if (cg->dir_fd >= 0) close(cg->dir_fd);
  if (cg->parent_fd >= 0) close(cg->parent_fd);
  *cg = (struct run_cgroup){.active = false, .parent_fd = -1, .dir_fd = -1, .procs_fd = -1};
}

/* For --self-check: create a throwaway run cgroup and look at what it offers. */
void cgroup_probe(struct cgroup_report *report) {
  *report = (struct cgroup_report){0};
  const char *mount = cgroup_mount_point();
  if (!mount) {
    snprintf(report->detail, sizeof(report->detail), "no cgroup2 filesystem mounted");
    return;
  }
  snprintf(report->mount, sizeof(report->mount), "%s", mount);
  struct runner_config probe_config = {.use_cgroup = true, .max_processes = 1};
  struct run_cgroup cg;
  cgroup_create(&cg, &probe_config);
  if (!cg.active) {
    snprintf(report->detail, sizeof(report->detail), "cannot create %s/%s/run-*: %s", mount, PARENT_NAME,
             strerror(errno));
    return;
  }
  report->usable = true;
  report->memory = faccessat(cg.dir_fd, "memory.max", F_OK, 0) == 0;
  report->pids = faccessat(cg.dir_fd, "pids.max", F_OK, 0) == 0;
  report->kill = faccessat(cg.dir_fd, "cgroup.kill", F_OK, 0) == 0;
  cgroup_remove(&cg);
}
