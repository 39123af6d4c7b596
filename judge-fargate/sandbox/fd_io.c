/*
 * Two small descriptor helpers every part of the runner uses, kept out of the parts themselves so no
 * part depends on another for them (runner.c, watchdog.c, alloc_watch.c, cgroup.c, child.c and
 * stderr_head.c once reached each other through these): lifting the runner's own descriptors above
 * the program's, and reading a process's memory from /proc/<pid>/statm.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

#include "internal.h"

int fd_lift(int fd) {
  if (fd < 0) return -1;
  int lifted = fcntl(fd, F_DUPFD_CLOEXEC, RUNNER_FD_CEILING);
  int saved = errno;
  close(fd);
  errno = saved;
  return lifted;
}

/* statm: "size resident shared ..." in pages. */
bool statm_read(int statm_fd, uint64_t *size_pages, uint64_t *resident_pages) {
  char buf[128];
  ssize_t n = statm_fd >= 0 ? pread(statm_fd, buf, sizeof(buf) - 1, 0) : -1;
  if (n <= 0) return false;
  buf[n] = '\0';
  char *resident = buf;
  *size_pages = strtoull(buf, &resident, 10);
  *resident_pages = strtoull(resident, NULL, 10);
  return true;
}

