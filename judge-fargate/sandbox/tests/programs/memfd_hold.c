/* Memory outside the resident set: 512 MB written into memfd files, never mapped, so RSS and the
   address space stay small. Prints "blocked" (exit 0) when memfd_create is refused, "held N MB"
   when it got the memory. */
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

int main(void) {
  static char block[1 << 20];
  memset(block, 7, sizeof(block));
  int held_mb = 0;
  for (int file = 0; file < 8; file++) {
    int fd = memfd_create("hold", 0);
    if (fd < 0) break;
    for (int mb = 0; mb < 64; mb++, held_mb++)
      if (write(fd, block, sizeof(block)) != (ssize_t)sizeof(block)) break;
  }
  if (held_mb == 0) {
    printf("blocked\n");
    return 0;
  }
  printf("held %d MB\n", held_mb);
  return 0;
}
