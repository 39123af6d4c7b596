/* Prints its whole environment, one variable per line. */
#include <stdio.h>

extern char **environ;

int main(void) {
  for (char **entry = environ; *entry; entry++) puts(*entry);
  return 0;
}
