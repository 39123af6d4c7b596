/* Reading /etc/shadow must fail: prints "denied" and exits 0, or prints "LEAK" and exits 42. */
#include <stdio.h>

int main(void) {
  FILE *shadow = fopen("/etc/shadow", "r");
  if (!shadow) {
    puts("denied");
    return 0;
  }
  puts("LEAK");
  return 42;
}
