/* memory_limit: allocates and touches 1 MiB at a time, forever. */
#include <stdlib.h>
#include <string.h>

int main(void) {
  for (;;) {
    char *block = malloc(1 << 20);
    if (!block) return 1;
    memset(block, 1, 1 << 20);
  }
}
