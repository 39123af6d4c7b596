/* Interactive solver: binary-searches a number in [1, 1000000] by asking the interactor. */
#include <stdio.h>
#include <string.h>

int main(void) {
  int low = 1, high = 1000000;
  char answer[16];
  while (low <= high) {
    int middle = low + (high - low) / 2;
    printf("? %d\n", middle);
    fflush(stdout);
    if (scanf("%15s", answer) != 1) return 1;
    if (strcmp(answer, "=") == 0) {
      printf("! %d\n", middle);
      fflush(stdout);
      return 0;
    }
    if (strcmp(answer, "<") == 0) high = middle - 1;
    else low = middle + 1;
  }
  return 2;
}
