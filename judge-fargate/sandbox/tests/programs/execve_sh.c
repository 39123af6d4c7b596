/* seccomp_violation: a second execve, of /bin/sh. */
#include <stdio.h>
#include <unistd.h>

int main(void) {
  execl("/bin/sh", "sh", "-c", "echo escaped", (char *)NULL);
  puts("execl failed");
  return 0;
}
