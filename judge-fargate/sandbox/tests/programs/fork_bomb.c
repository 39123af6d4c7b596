/* seccomp_violation under native; under compiler: bounded by RLIMIT_NPROC, and children that
   escape the process group with setsid() must still be cleaned up. */
#include <unistd.h>

int main(void) {
  for (;;) {
    if (fork() == 0) setsid();
  }
}
