/* kill(-1, SIGKILL): must hurt nobody but itself. Prints "survived" if the call returned. */
#include <signal.h>
#include <stdio.h>

int main(void) {
  kill(-1, SIGKILL);
  puts("survived");
  return 0;
}
