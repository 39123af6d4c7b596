/* signalled (SIGSEGV) when the stack limit is well below the memory limit: unbounded recursion. */
#include <stdio.h>

static int depth(volatile char *previous) {
  volatile char frame[1024];
  frame[0] = previous ? previous[0] + 1 : 0;
  return depth(frame) + frame[1];
}

int main(void) {
  printf("%d\n", depth(NULL));
  return 0;
}
