/* seccomp_violation: tries to attach to pid 1. */
#include <stdio.h>
#include <sys/ptrace.h>

int main(void) {
  ptrace(PTRACE_ATTACH, 1, NULL, NULL);
  puts("attached");
  return 0;
}
