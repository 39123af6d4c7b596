/*
 * How the runner's files talk to each other. runner.h is the outside contract; this header is the
 * inside one: one block per .c file, in the order a run goes through them.
 */
#ifndef OJ_RUNNER_INTERNAL_H
#define OJ_RUNNER_INTERNAL_H

#include <stddef.h>
#include <sys/resource.h>
#include <linux/filter.h>

#include "runner.h"

/* ---- config_parse.c: argv → runner_config. Returns false and fills err on a bad command line. */
bool config_parse(int argc, char **argv, struct runner_config *cfg, char *err, size_t err_len);

/* ---- cgroup.c: an optional per-run cgroup v2 under <cgroup2 mount>/oj-runner/. */
struct run_cgroup {
  bool active;       /* the run directory exists and the child will join it */
  int parent_fd;     /* O_PATH fd of .../oj-runner */
  int dir_fd;        /* directory fd of .../oj-runner/run-<pid> (clone3 target) */
  int procs_fd;      /* cgroup.procs of the run, written by the child before exec */
  char name[32];     /* run-<pid> */
};
struct cgroup_stats {
  int64_t cpu_usage_us;   /* cpu.stat usage_usec, -1 if unreadable */
  int64_t memory_peak_kb; /* memory.peak, -1 without the memory controller */
  int64_t oom_kills;      /* memory.events oom_kill, -1 without the memory controller */
};
/* Finds the cgroup2 mount and makes sure oj-runner/ exists; NULL when there is none. */
const char *cgroup_mount_point(void);
/* Best effort: on failure the run simply goes without a cgroup (never required). */
void cgroup_create(struct run_cgroup *cg, const struct runner_config *cfg);
void cgroup_collect(const struct run_cgroup *cg, struct cgroup_stats *stats);
/* Kills every process in the run's cgroup (no-op without one). */
void cgroup_kill(const struct run_cgroup *cg);
/* Removes the run's cgroup once its members are reaped, and closes its descriptors. */
void cgroup_remove(struct run_cgroup *cg);
/* For --self-check: whether controllers and cgroup.kill are present in a test cgroup. */
struct cgroup_report {
  bool usable;
  bool memory;
  bool pids;
  bool kill;
  char mount[64];
  char detail[128];
};
void cgroup_probe(struct cgroup_report *report);

/* ---- landlock.c: optional filesystem confinement (kernel ≥ 5.13 with Landlock enabled). */
int landlock_abi_version(void); /* 0 when unavailable */
/* Builds the ruleset as root (paths may be root-only). Returns the ruleset fd, -1 on error (errno). */
int landlock_prepare(const struct runner_config *cfg, int abi);
/* Applies it to the calling process; needs no_new_privs first. 0 or -1 (errno). */
int landlock_enforce(int ruleset_fd);

/* ---- limits.c: rlimits of the program, set in the child before it drops root. 0 or -errno. */
int limits_apply(const struct runner_config *cfg, const char **failed_limit);

/* ---- seccomp_filter.c: rules → a classic-BPF program (a binary search tree on the number). */
#define BPF_MAX_INSNS 1024
#define SECCOMP_MAX_RULES 256
enum rule_kind {
  RULE_RETURN,        /* always `action` */
  RULE_BY_ARG,        /* `action` if the low 32 bits of `arg` equal `value`, else `otherwise` */
  RULE_ARG64_IS,      /* allowed if the 64-bit `arg` equals `value64`, else `otherwise` */
  RULE_ARG_IN,        /* `action` if the low 32 bits of `arg` are one of `values`, else allowed */
  RULE_ARG_BITS,      /* `action` if `arg` has any of the bits in `value`, else allowed */
  RULE_CLONE_THREADS, /* allowed if flags have CLONE_THREAD and none of `value`, else `action` */
};
struct seccomp_rule {
  int nr;
  enum rule_kind kind;
  size_t order; /* position added: for the same number, the first rule wins */
  int arg;
  uint32_t value;
  uint64_t value64;
  const uint32_t *values;
  size_t value_count;
  uint32_t action;
  uint32_t otherwise;
};
struct seccomp_rules {
  struct seccomp_rule list[SECCOMP_MAX_RULES];
  size_t count;
  bool overflow;
};
struct bpf_builder {
  struct sock_filter insns[BPF_MAX_INSNS];
  size_t len;
  bool overflow; /* set when the program did not fit; it must then not be installed */
};
void rule_return(struct seccomp_rules *rules, int nr, uint32_t action);
void rule_by_arg(struct seccomp_rules *rules, int nr, int arg, uint32_t value, uint32_t if_equal,
                 uint32_t otherwise);
void rule_allow_only_arg64(struct seccomp_rules *rules, int nr, int arg, uint64_t value, uint32_t otherwise);
void rule_deny_arg_in(struct seccomp_rules *rules, int nr, int arg, const uint32_t *values, size_t count,
                      uint32_t action);
void rule_deny_arg_bits(struct seccomp_rules *rules, int nr, int arg, uint32_t bits, uint32_t action);
void rule_clone_threads_only(struct seccomp_rules *rules, int nr, uint32_t forbidden_bits, uint32_t action);
/* Sorts the rules (dropping later duplicates) and emits the whole program. */
void seccomp_compile(struct seccomp_rules *rules, struct bpf_builder *b);
int seccomp_install(const struct bpf_builder *b); /* 0 or -1 (errno) */

/* ---- seccomp_profiles.c: one rule set per language family. */
struct seccomp_context {
  pid_t self_pid;           /* the program's pid: the only process it may signal */
  uint64_t exec_path_ptr;   /* address of the filename passed to the one allowed execve */
};
/* The profile's rules, before compilation (tests/seccomp_tree_check.c compares the two). */
void seccomp_profile_rules(enum seccomp_profile profile, const struct seccomp_context *ctx,
                           struct seccomp_rules *rules);
/* The profile's rules compiled into a program ready for seccomp_install. */
void seccomp_build_profile(enum seccomp_profile profile, const struct seccomp_context *ctx,
                           struct bpf_builder *b);
const char *seccomp_profile_name(enum seccomp_profile profile);

/* ---- child.c: everything between fork and execve. Never returns. */
struct child_plumbing {
  int stdio_fds[3];      /* what becomes the program's 0, 1, 2 (opened by the runner or passed in) */
  int error_fd;          /* write end of the CLOEXEC pipe that reports a failed setup step */
  int cgroup_procs_fd;   /* -1 without a cgroup */
  int landlock_abi;      /* 0 = skip Landlock */
  pid_t runner_pid;      /* for the parent-death check */
  int alloc_watch_fd;    /* socket to send the allocation watch's listener through; -1 = no watch */
};
/* What the child sends through error_fd when a step fails. */
struct child_failure {
  int step;        /* enum child_step */
  int err;         /* errno */
  char detail[32]; /* e.g. which rlimit; may be empty */
};
enum child_step {
  STEP_SIGNALS,
  STEP_SESSION,
  STEP_CGROUP,
  STEP_STDIO,
  STEP_CHDIR,
  STEP_LANDLOCK_PREPARE,
  STEP_EXEC_PATH,
  STEP_RLIMITS,
  STEP_CREDENTIALS,
  STEP_PARENT_DEATH,
  STEP_NO_NEW_PRIVS,
  STEP_LANDLOCK_ENFORCE,
  STEP_SECCOMP,
  STEP_EXEC,
};
const char *child_step_name(int step);
_Noreturn void child_run(const struct runner_config *cfg, const struct child_plumbing *plumbing);

/* ---- alloc_watch.c: allocations refused by the address-space limit (see the file's comment). */
/* Whether a run gets the watch: it has an address-space limit and runs submitted code. */
static inline bool alloc_watch_wanted(const struct runner_config *cfg) {
  return cfg->address_space_kb > 0 && cfg->profile != PROFILE_COMPILER;
}
/* Child, after no_new_privs: installs the watch filter and sends its listener (or "none") through
   socket_fd, then closes it. Never fails the run: without the watch only the older rules apply. */
void alloc_watch_install(int socket_fd);
/* Runner: the listener sent by the child (lifted, close-on-exec), or -1 without one. */
int alloc_watch_receive(int socket_fd);
/* Runner: answers one pending request; true when it refused it for the address-space limit. */
bool alloc_watch_answer(int listener_fd, int statm_fd, uint64_t address_space_kb);

/* ---- stderr_head.c: --stderr-keep-kb, the program's stderr through a pipe the runner drains. */
struct stderr_head {
  int pipe_fd;         /* the runner's non-blocking read end; -1 when stderr goes straight to a file */
  int file_fd;         /* the --stderr file the head goes to */
  uint64_t keep_bytes; /* --stderr-keep-kb × 1024 */
  uint64_t kept;       /* bytes written to the file so far; the rest is read and dropped */
};
/* Makes the pipe; *program_end becomes the program's fd 2. 0 or -1 (errno). */
int stderr_head_open(struct stderr_head *head, int file_fd, uint64_t keep_kb, int *program_end);
/* Reads what the pipe holds now. false once every writer has closed it. */
bool stderr_head_pump(struct stderr_head *head);
/* After the run: drains what is left and closes the read end. */
void stderr_head_close(struct stderr_head *head);

/* ---- watchdog.c: the parent's wait loop: wall/CPU/memory enforcement and reaping. */
enum kill_reason {
  KILLED_NOT = 0,
  KILLED_WALL,
  KILLED_CPU,
  KILLED_MEMORY,
  KILLED_CANCELLED, /* the runner got SIGTERM/SIGINT/SIGHUP */
};
struct observation {
  int wait_status;
  struct rusage usage;
  uint64_t wall_us;
  uint64_t polled_cpu_us;      /* last CPU reading while it ran */
  uint64_t polled_peak_rss_kb; /* largest RSS seen while it ran */
  enum kill_reason killed_by;
  int reap_errno;              /* nonzero if wait4 failed: the outcome is unknown */
  uint64_t refused_allocations; /* requests the allocation watch refused for the address-space limit */
};
/* Descriptors the wait loop serves besides the child's exit; -1 / pipe_fd -1 when absent. */
struct watched_fds {
  int signal_fd;              /* watch_signal_fd(): SIGCHLD, SIGTERM, SIGINT, SIGHUP */
  int alloc_listener;         /* alloc_watch.c */
  struct stderr_head *stderr; /* stderr_head.c; NULL without --stderr-keep-kb */
};
/* Returns once the child has exited — still unreaped, so its pid and group id stay reserved. */
void watch_child(const struct runner_config *cfg, pid_t pid, const struct run_cgroup *cg,
                 uint64_t start_us, const struct watched_fds *fds, struct observation *obs);
/* A signalfd of the signals the wait loop wakes on (blocked by runner.c); -1 (errno) on failure. */
int watch_signal_fd(void);
/* Reaps the exited child: its wait status and rusage into obs. */
void reap_child(pid_t pid, struct observation *obs);
uint64_t monotonic_us(void);

/* ---- fd_io.c: descriptor helpers every part uses. */
/* Moves a descriptor of the runner's own to RUNNER_FD_CEILING or above (close-on-exec), so the
   child can place the program's descriptors below it without clobbering ours. -1 stays -1. */
int fd_lift(int fd);
/* /proc/<pid>/statm: address-space size and resident set, in pages. false when unreadable. */
bool statm_read(int statm_fd, uint64_t *size_pages, uint64_t *resident_pages);

/* ---- runner.c: one run from fork to verdict. */
void run_program(const struct runner_config *cfg, struct runner_result *result);

/* ---- cleanup.c: leave nothing of the slot running. */
/* Kills the program's process group and cgroup now. Safe only while the main process is alive or
   an unreaped zombie (its pid is the group id). */
void kill_run(pid_t pid, const struct run_cgroup *cg);
/* After the main process is reaped: kill what is left of the slot, reap it, remove the cgroup. */
void leave_nothing_behind(const struct runner_config *cfg, struct run_cgroup *cg);

/* ---- elf_footprint.c: bytes an ELF executable maps before running any code; false if not ELF. */
bool elf_load_size(const char *work_dir, const char *program, uint64_t *bytes);

/* ---- run_status.c: observations → status, in the precedence documented in runner.h (step 1 of a
   verdict: docs/judge.md, "How a verdict is decided"). */
struct verdict_input {
  const struct observation *obs;
  const struct cgroup_stats *cgroup; /* NULL without a cgroup */
  const struct child_failure *setup_failure; /* NULL when the exec happened */
  uint64_t largest_output_bytes;              /* of stdout/stderr when they are files */
};
void verdict_decide(const struct runner_config *cfg, const struct verdict_input *in,
                    struct runner_result *result);

/* ---- json_out.c: a small JSON line writer (no allocation). */
struct json_writer {
  char buf[8192];
  size_t len;
  bool need_comma;
};
void json_begin(struct json_writer *w);
void json_key(struct json_writer *w, const char *key);
void json_string(struct json_writer *w, const char *key, const char *value); /* NULL → null */
void json_uint(struct json_writer *w, const char *key, uint64_t value);
void json_int_or_null(struct json_writer *w, const char *key, int64_t value, bool present);
void json_bool(struct json_writer *w, const char *key, bool value);
void json_open_object(struct json_writer *w, const char *key);
void json_close_object(struct json_writer *w);
void json_open_array(struct json_writer *w, const char *key);
void json_array_string(struct json_writer *w, const char *value);
void json_close_array(struct json_writer *w);
void json_end(struct json_writer *w);
int json_print_line(const struct json_writer *w); /* 0 or -1 */
int result_print(const struct runner_result *result);
const char *run_status_name(enum run_status status);

/* ---- self_check.c */
int self_check(int argc, char **argv);

#endif
