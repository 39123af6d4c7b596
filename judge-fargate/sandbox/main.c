/*
 * oj-runner entry point: run one program (runner.h) or check the host (--self-check).
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"

#ifndef CLOSE_RANGE_CLOEXEC
#define CLOSE_RANGE_CLOEXEC (1U << 2)
#endif

/*
 * Descriptors inherited from whoever started us, beyond the ones the command line names, must not
 * reach the program: mark every fd from 3 up close-on-exec. close_range does it in one call (Linux
 * 5.11); before that, our own /proc/self/fd lists the few that are open (Node raises its fd limit to
 * the hard limit, so looping to the limit would cost milliseconds). child.c duplicates the named
 * ones onto their targets, which clears the flag there.
 */
static void cloexec_inherited_descriptors(void) {
  if (syscall(SYS_close_range, 3, ~0U, CLOSE_RANGE_CLOEXEC) == 0) return;
  DIR *dir = opendir("/proc/self/fd");
  if (dir) {
    int own = dirfd(dir);
    for (struct dirent *entry; (entry = readdir(dir)) != NULL;) {
      int fd = atoi(entry->d_name);
      if (fd >= 3 && fd != own) fcntl(fd, F_SETFD, FD_CLOEXEC);
    }
    closedir(dir);
    return;
  }
  for (int fd = 3; fd < 1024; fd++) fcntl(fd, F_SETFD, FD_CLOEXEC);
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "--self-check") == 0) return self_check(argc, argv);
  cloexec_inherited_descriptors();

  struct runner_config cfg;
  struct runner_result result = {.status = RUN_RUNNER_ERROR, .exit_code = -1, .cgroup_memory_peak_kb = -1};
  if (config_parse(argc, argv, &cfg, result.error, sizeof(result.error))) run_program(&cfg, &result);
  return result_print(&result) == 0 ? 0 : 2;
}
