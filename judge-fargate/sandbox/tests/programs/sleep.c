/* wall_time_limit: sleeps without using CPU. */
#include <unistd.h>

int main(void) {
  sleep(60);
  return 0;
}
