/* Writing outside the work dir must fail: tries each path given in argv, prints "denied <path>" or
   "WROTE <path>", exits 0 when everything was denied and 42 otherwise. */
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

int main(int argc, char **argv) {
  int wrote = 0;
  for (int i = 1; i < argc; i++) {
    int fd = open(argv[i], O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd < 0) {
      printf("denied %s\n", argv[i]);
      continue;
    }
    close(fd);
    printf("WROTE %s\n", argv[i]);
    wrote = 1;
  }
  return wrote ? 42 : 0;
}
