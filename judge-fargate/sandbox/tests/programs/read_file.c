/* Reading files outside the readable paths must fail: tries each path in argv, prints "denied <path>"
   or "READ <path>", exits 0 when everything was denied and 42 otherwise. */
#include <stdio.h>

int main(int argc, char **argv) {
  int read_any = 0;
  for (int i = 1; i < argc; i++) {
    FILE *file = fopen(argv[i], "r");
    printf("%s %s\n", file ? "READ" : "denied", argv[i]);
    if (file) {
      read_any = 1;
      fclose(file);
    }
  }
  return read_any ? 42 : 0;
}
