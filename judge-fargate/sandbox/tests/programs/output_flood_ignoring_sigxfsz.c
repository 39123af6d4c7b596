/* output_limit even when SIGXFSZ is ignored: writes fail with EFBIG, the program exits 0, and the
   runner sees the file at the limit. */
#include <signal.h>
#include <stdio.h>

int main(void) {
  signal(SIGXFSZ, SIG_IGN);
  for (int i = 0; i < 1000000; i++) fputs("flood flood flood flood flood flood flood flood flood\n", stdout);
  return 0;
}
