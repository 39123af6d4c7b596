/*
 * Filesystem confinement without namespaces: where the kernel has Landlock (5.13+, enabled as an
 * LSM), the program may create, change or remove files only beneath the writable paths (the work dir
 * by default), and — when readable paths are given — read and execute only beneath those.
 *
 * Without Landlock (Fargate's 5.10 kernels) uid permissions are the only fence, and world-writable
 * directories such as /tmp and /dev/shm stay writable; the self-check reports them so the worker can
 * lock them down (README.md, "Residual risks").
 *
 * Descriptors the runner opened before confinement (stdout files, pipes) keep working: Landlock
 * checks paths when they are opened, not descriptors already held.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/landlock.h>

#include "internal.h"

/* Rights newer than the build host's headers. */
#ifndef LANDLOCK_ACCESS_FS_REFER
#define LANDLOCK_ACCESS_FS_REFER (1ULL << 13)
#endif
#ifndef LANDLOCK_ACCESS_FS_TRUNCATE
#define LANDLOCK_ACCESS_FS_TRUNCATE (1ULL << 14)
#endif
#define SCOPE_ABSTRACT_UNIX_SOCKET (1ULL << 0)
#define SCOPE_SIGNAL (1ULL << 1)

/* The full ruleset attribute as of ABI 6; older kernels get the prefix they know. */
struct ruleset_attr_v6 {
  uint64_t handled_access_fs;
  uint64_t handled_access_net;
  uint64_t scoped;
};

#define WRITE_RIGHTS_V1                                                                              \
  (LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_REMOVE_DIR | LANDLOCK_ACCESS_FS_REMOVE_FILE |   \
   LANDLOCK_ACCESS_FS_MAKE_CHAR | LANDLOCK_ACCESS_FS_MAKE_DIR | LANDLOCK_ACCESS_FS_MAKE_REG |         \
   LANDLOCK_ACCESS_FS_MAKE_SOCK | LANDLOCK_ACCESS_FS_MAKE_FIFO | LANDLOCK_ACCESS_FS_MAKE_BLOCK |      \
   LANDLOCK_ACCESS_FS_MAKE_SYM)
#define READ_RIGHTS (LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_READ_DIR | LANDLOCK_ACCESS_FS_EXECUTE)
/* The rights that make sense on a file (not a directory) in a path-beneath rule. */
#define FILE_RIGHTS                                                                                  \
  (LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_READ_FILE | LANDLOCK_ACCESS_FS_EXECUTE |        \
   LANDLOCK_ACCESS_FS_TRUNCATE)

int landlock_abi_version(void) {
  long abi = syscall(SYS_landlock_create_ruleset, NULL, 0, LANDLOCK_CREATE_RULESET_VERSION);
  return abi > 0 ? (int)abi : 0;
}

static uint64_t write_rights(int abi) {
  uint64_t rights = WRITE_RIGHTS_V1;
  if (abi >= 2) rights |= LANDLOCK_ACCESS_FS_REFER;
  if (abi >= 3) rights |= LANDLOCK_ACCESS_FS_TRUNCATE;
  return rights;
}

static int allow_beneath(int ruleset_fd, const char *path, uint64_t rights) {
  int fd = open(path, O_PATH | O_CLOEXEC);
  if (fd < 0) return -1;
  struct stat st;
  if (fstat(fd, &st) != 0) {
    close(fd);
    return -1;
  }
  if (!S_ISDIR(st.st_mode)) rights &= FILE_RIGHTS;
  struct landlock_path_beneath_attr rule = {.allowed_access = rights, .parent_fd = fd};
  long rc = syscall(SYS_landlock_add_rule, ruleset_fd, LANDLOCK_RULE_PATH_BENEATH, &rule, 0);
  int saved = errno;
  close(fd);
  errno = saved;
  return rc == 0 ? 0 : -1;
}

int landlock_prepare(const struct runner_config *cfg, int abi) {
  bool confine_reads = cfg->readable_count > 0;
  uint64_t writes = write_rights(abi);
  uint64_t reads = confine_reads ? READ_RIGHTS : 0;
  struct ruleset_attr_v6 attr = {.handled_access_fs = writes | reads};
  size_t attr_size = sizeof(uint64_t);
  /* ABI 6 scopes signals and abstract unix sockets to the sandbox: even a compiler's kill(-1) cannot
     reach the runner. */
  if (abi >= 6) {
    attr.scoped = SCOPE_SIGNAL | SCOPE_ABSTRACT_UNIX_SOCKET;
    attr_size = sizeof(attr);
  }
  int ruleset_fd = (int)syscall(SYS_landlock_create_ruleset, &attr, attr_size, 0);
  if (ruleset_fd < 0) return -1;
  int rc = 0;
  for (size_t i = 0; i < cfg->writable_count && rc == 0; i++)
    rc = allow_beneath(ruleset_fd, cfg->writable_paths[i], writes | reads);
  for (size_t i = 0; i < cfg->readable_count && rc == 0; i++)
    rc = allow_beneath(ruleset_fd, cfg->readable_paths[i], reads);
  /* Programs and libc write to /dev/null; it holds nothing to protect. */
  uint64_t dev_null = (LANDLOCK_ACCESS_FS_WRITE_FILE | LANDLOCK_ACCESS_FS_TRUNCATE) & writes;
  if (rc == 0) rc = allow_beneath(ruleset_fd, "/dev/null", dev_null | reads);
  if (rc != 0) {
    int saved = errno;
    close(ruleset_fd);
    errno = saved;
    return -1;
  }
  return ruleset_fd;
}

int landlock_enforce(int ruleset_fd) {
  long rc = syscall(SYS_landlock_restrict_self, ruleset_fd, 0);
  int saved = errno;
  close(ruleset_fd);
  errno = saved;
  return rc == 0 ? 0 : -1;
}
