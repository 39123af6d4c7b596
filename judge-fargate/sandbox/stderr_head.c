/*
 * --stderr-keep-kb: the program writes its stderr into a pipe; the runner copies the first N KiB to
 * the --stderr file and throws the rest away.
 *
 * Why: stderr is for the program's own diagnostics, and judges keep only its head. Written straight
 * to a file it falls under RLIMIT_FSIZE like stdout, so a program that logs 100 MB of debugging while
 * printing a correct answer was killed by SIGXFSZ and judged as an output flood. Through the pipe the
 * program never meets a limit on stderr; what it costs is its own CPU time for the writes. The pipe is
 * made 1 MiB deep so a flood costs few wake-ups of the runner.
 */
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

#include "internal.h"

#define PIPE_DEPTH (1 << 20)

int stderr_head_open(struct stderr_head *head, int file_fd, uint64_t keep_kb, int *program_end) {
  int ends[2];
  if (pipe2(ends, O_CLOEXEC) != 0) return -1;
  fcntl(ends[0], F_SETPIPE_SZ, PIPE_DEPTH); /* best effort: a shallower pipe only wakes us more */
  fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK);
  *head = (struct stderr_head){.pipe_fd = fd_lift(ends[0]), .file_fd = file_fd, .keep_bytes = keep_kb * 1024};
  *program_end = fd_lift(ends[1]);
  if (head->pipe_fd < 0 || *program_end < 0) return -1;
  return 0;
}

bool stderr_head_pump(struct stderr_head *head) {
  static char chunk[65536];
  for (;;) {
    ssize_t got = read(head->pipe_fd, chunk, sizeof(chunk));
    if (got < 0 && errno == EINTR) continue;
    if (got < 0) return errno == EAGAIN; /* drained for now; false on a real error */
    if (got == 0) return false;          /* every writer is gone */
    uint64_t room = head->keep_bytes - head->kept;
    size_t keep = (uint64_t)got < room ? (size_t)got : (size_t)room;
    for (size_t written = 0; written < keep;) {
      ssize_t put = write(head->file_fd, chunk + written, keep - written);
      if (put <= 0) { /* the file cannot take more (disk full): keep draining, keep nothing more */
        head->kept = head->keep_bytes;
        break;
      }
      written += (size_t)put;
      head->kept += (uint64_t)put;
    }
  }
}

void stderr_head_close(struct stderr_head *head) {
  if (head->pipe_fd >= 0) {
    stderr_head_pump(head); /* what is still in the pipe; writers that linger are not waited for */
    close(head->pipe_fd);
  }
  head->pipe_fd = -1;
}
