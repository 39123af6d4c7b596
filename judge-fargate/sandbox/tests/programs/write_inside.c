/* The work dir stays writable: creates, writes and removes a scratch file, exits 0. */
#include <stdio.h>

int main(void) {
  FILE *scratch = fopen("scratch.txt", "w");
  if (!scratch || fputs("scratch\n", scratch) < 0 || fclose(scratch) != 0) return 1;
  return remove("scratch.txt") == 0 ? 0 : 2;
}
