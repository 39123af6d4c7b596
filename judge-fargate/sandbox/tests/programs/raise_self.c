/* signalled 15, not seccomp_violation: a program may signal itself (raise → tgkill on its own pid). */
#include <signal.h>

int main(void) {
  raise(SIGTERM);
  return 0;
}
