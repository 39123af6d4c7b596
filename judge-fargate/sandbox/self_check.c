/*
 * oj-runner --self-check [--uid N --gid N]: does each layer actually work on this host?
 *
 * Every check exercises the mechanism in a throwaway child rather than reading a version number: the
 * seccomp check installs the real native profile and expects socket() to be killed with SIGSYS; the
 * setuid check drops to the slot ids and expects getting root back to fail. The worker refuses to
 * judge when a required layer fails (judge-fargate/src/sandbox/check-sandbox-layers.ts).
 *
 * Required: rlimits, setuid, no_new_privs, seccomp, cpu_clock, write_confinement.
 * Optional: landlock, cgroup (write_confinement holds through Landlock, or because no world-writable
 * directory is left for the slot uid to write in), alloc_watch (seccomp user notification, Linux 5.5:
 * without it a refused allocation is told only by the older rules of run_status.c).
 */
#include <errno.h>
#include <grp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"
#include "syscall_numbers.h"

#define DEFAULT_CHECK_ID 65534 /* nobody: the check only changes ids, it runs nothing as them */

struct check_ids {
  uid_t uid;
  gid_t gid;
};

/* Runs check(ids) in a child; returns its wait status. */
static int in_child(int (*check)(const struct check_ids *), const struct check_ids *ids) {
  pid_t pid = fork();
  if (pid == 0) _exit(check(ids));
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) < 0) return -1;
  return status;
}

static bool exited_zero(int status) { return status >= 0 && WIFEXITED(status) && WEXITSTATUS(status) == 0; }

static int check_rlimits(const struct check_ids *ids) {
  (void)ids;
  struct rlimit address_space = {.rlim_cur = 64 << 20, .rlim_max = 64 << 20};
  if (setrlimit(RLIMIT_AS, &address_space) != 0) return 1;
  if (mmap(NULL, 128 << 20, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0) != MAP_FAILED) return 2;
  struct rlimit file_size = {.rlim_cur = 4096, .rlim_max = 4096};
  if (setrlimit(RLIMIT_FSIZE, &file_size) != 0) return 3;
  signal(SIGXFSZ, SIG_IGN);
  int fd = (int)syscall(SYS_memfd_create, "oj-runner-check", 0);
  static char block[8192];
  if (fd < 0) return 4;
  if (write(fd, block, sizeof(block)) > 4096 || write(fd, block, sizeof(block)) != -1 || errno != EFBIG) return 5;
  return 0;
}

static int check_setuid(const struct check_ids *ids) {
  if (setgroups(0, NULL) != 0 || setresgid(ids->gid, ids->gid, ids->gid) != 0 ||
      setresuid(ids->uid, ids->uid, ids->uid) != 0)
    return 1;
  uid_t real, effective, saved;
  if (getresuid(&real, &effective, &saved) != 0 || real != ids->uid || effective != ids->uid || saved != ids->uid)
    return 2;
  if (setresuid(0, 0, 0) == 0 || errno != EPERM) return 3; /* root must be gone for good */
  return 0;
}

static int check_no_new_privs(const struct check_ids *ids) {
  (void)ids;
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return 1;
  return prctl(PR_GET_NO_NEW_PRIVS, 0, 0, 0, 0) == 1 ? 0 : 2;
}

static int install_native_profile(void) {
  static struct bpf_builder filter;
  struct seccomp_context context = {.self_pid = getpid(), .exec_path_ptr = 1};
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) return -1;
  seccomp_build_profile(PROFILE_NATIVE, &context, &filter);
  return seccomp_install(&filter);
}

/* Allowed calls work and probed calls get ENOSYS; exits 0 when so. */
static int check_seccomp_allows(const struct check_ids *ids) {
  (void)ids;
  if (install_native_profile() != 0) return 1;
  if (getpid() <= 0) return 2;
  if (syscall(__NR_clone3, NULL, 0) != -1 || errno != ENOSYS) return 3;
  return 0;
}

/* A forbidden call kills the process; reaching the return means it did not. */
static int check_seccomp_kills(const struct check_ids *ids) {
  (void)ids;
  if (install_native_profile() != 0) return 1;
  socket(AF_INET, SOCK_STREAM, 0);
  return 2;
}

static int spin_briefly(const struct check_ids *ids) {
  (void)ids;
  for (volatile unsigned long i = 0; i < 20000000UL; i++) {
  }
  return 0;
}

/* The watchdog reads a child's CPU time through its process CPU clock. */
static bool check_cpu_clock(void) {
  pid_t pid = fork();
  if (pid == 0) _exit(spin_briefly(NULL));
  if (pid < 0) return false;
  clockid_t clock;
  struct timespec used = {0};
  nanosleep(&(struct timespec){.tv_nsec = 5000000}, NULL);
  bool ok = clock_getcpuclockid(pid, &clock) == 0 && clock_gettime(clock, &used) == 0;
  waitpid(pid, NULL, 0);
  return ok;
}

/* The allocation watch's filter installs with a listener, and the listener reaches the other end. */
static int check_alloc_watch(const struct check_ids *ids) {
  (void)ids;
  int ends[2];
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0 || socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, ends) != 0)
    return 1;
  alloc_watch_install(ends[1]); /* nothing below may mmap 1 MiB: nobody would answer */
  return alloc_watch_receive(ends[0]) >= 0 ? 0 : 1;
}

static void layer(struct json_writer *w, const char *name, bool ok, bool required, const char *detail) {
  json_open_object(w, name);
  json_bool(w, "ok", ok);
  json_bool(w, "required", required);
  if (detail && *detail) json_string(w, "detail", detail);
  json_close_object(w);
}

static bool parse_ids(int argc, char **argv, struct check_ids *ids) {
  *ids = (struct check_ids){.uid = DEFAULT_CHECK_ID, .gid = DEFAULT_CHECK_ID};
  for (int i = 2; i + 1 < argc; i += 2) {
    long value = strtol(argv[i + 1], NULL, 10);
    if (value <= 0) return false;
    if (strcmp(argv[i], "--uid") == 0) ids->uid = (uid_t)value;
    else if (strcmp(argv[i], "--gid") == 0) ids->gid = (gid_t)value;
    else return false;
  }
  return true;
}

int self_check(int argc, char **argv) {
  struct check_ids ids;
  if (!parse_ids(argc, argv, &ids)) {
    fprintf(stderr, "usage: oj-runner --self-check [--uid N --gid N]\n");
    return 2;
  }
  bool root = geteuid() == 0;
  bool rlimits = exited_zero(in_child(check_rlimits, &ids));
  bool setuid_ok = root && exited_zero(in_child(check_setuid, &ids));
  bool no_new_privs = exited_zero(in_child(check_no_new_privs, &ids));
  int killed = in_child(check_seccomp_kills, &ids);
  bool seccomp = exited_zero(in_child(check_seccomp_allows, &ids)) && killed > 0 && WIFSIGNALED(killed) &&
                 WTERMSIG(killed) == SIGSYS;
  bool cpu_clock = check_cpu_clock();
  bool alloc_watch = exited_zero(in_child(check_alloc_watch, &ids));
  int landlock_abi = landlock_abi_version();
  struct cgroup_report cgroup;
  cgroup_probe(&cgroup);

  static const char *const shared_dirs[] = {"/tmp", "/var/tmp", "/dev/shm", "/run/lock", "/dev/mqueue"};
  const char *world_writable[sizeof(shared_dirs) / sizeof(shared_dirs[0])];
  size_t world_writable_count = 0;
  for (size_t i = 0; i < sizeof(shared_dirs) / sizeof(shared_dirs[0]); i++) {
    struct stat st;
    if (stat(shared_dirs[i], &st) == 0 && (st.st_mode & S_IWOTH)) world_writable[world_writable_count++] = shared_dirs[i];
  }
  bool write_confinement = landlock_abi > 0 || world_writable_count == 0;
  bool all_required = rlimits && setuid_ok && no_new_privs && seccomp && cpu_clock && write_confinement;

  struct utsname host;
  uname(&host);
  struct json_writer w;
  json_begin(&w);
  json_bool(&w, "ok", all_required);
  json_string(&w, "arch", RUNNER_ARCH_NAME);
  json_string(&w, "kernel", host.release);
  json_bool(&w, "root", root);
  json_open_object(&w, "layers");
  layer(&w, "rlimits", rlimits, true, NULL);
  layer(&w, "setuid", setuid_ok, true, root ? NULL : "the runner is not root");
  layer(&w, "no_new_privs", no_new_privs, true, NULL);
  layer(&w, "seccomp", seccomp, true, NULL);
  layer(&w, "cpu_clock", cpu_clock, true, NULL);
  json_open_object(&w, "write_confinement");
  json_bool(&w, "ok", write_confinement);
  json_bool(&w, "required", true);
  json_bool(&w, "landlock", landlock_abi > 0);
  json_open_array(&w, "worldWritable");
  for (size_t i = 0; i < world_writable_count; i++) json_array_string(&w, world_writable[i]);
  json_close_array(&w);
  json_close_object(&w);
  json_open_object(&w, "landlock");
  json_bool(&w, "ok", landlock_abi > 0);
  json_bool(&w, "required", false);
  json_uint(&w, "abi", (uint64_t)landlock_abi);
  json_close_object(&w);
  layer(&w, "alloc_watch", alloc_watch, false, NULL);
  json_open_object(&w, "cgroup");
  json_bool(&w, "ok", cgroup.usable);
  json_bool(&w, "required", false);
  json_string(&w, "mount", cgroup.mount[0] ? cgroup.mount : NULL);
  json_bool(&w, "memory", cgroup.memory);
  json_bool(&w, "pids", cgroup.pids);
  json_bool(&w, "kill", cgroup.kill);
  if (cgroup.detail[0]) json_string(&w, "detail", cgroup.detail);
  json_close_object(&w);
  json_close_object(&w);
  json_end(&w);
  if (json_print_line(&w) != 0) return 2;
  return all_required ? 0 : 1;
}
