/* ok with the right answer: 100 MB of debugging on stderr around a correct A+B. Only the head of
   stderr is kept (--stderr-keep-kb); the rest is dropped without stopping the program. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
  static char chunk[1 << 16];
  long a, b;
  if (scanf("%ld %ld", &a, &b) != 2) return 1;
  memset(chunk, 'e', sizeof(chunk));
  for (int i = 0; i < 1600; i++) /* 1600 × 64 KiB = 100 MiB */
    if (write(2, chunk, sizeof(chunk)) < 0) return 2;
  printf("%ld\n", a + b);
  return 0;
}
