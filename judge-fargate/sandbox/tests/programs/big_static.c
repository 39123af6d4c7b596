/* memory_limit: 1 GiB of static data cannot even be mapped under a smaller RLIMIT_AS. */
#include <stdio.h>

char huge[1 << 30];

int main(int argc, char **argv) {
  (void)argv;
  huge[argc * 12345] = 1;
  printf("%d\n", huge[argc * 12345]);
  return 0;
}
