/* Threads are allowed but bounded by RLIMIT_NPROC: creates sleeping threads until refused, prints
   how many it got, exits 0. */
#include <pthread.h>
#include <stdio.h>
#include <unistd.h>

static void *rest(void *unused) {
  (void)unused;
  pause();
  return NULL;
}

int main(void) {
  int created = 0;
  pthread_t thread;
  while (created < 10000 && pthread_create(&thread, NULL, rest, NULL) == 0) created++;
  printf("%d\n", created);
  fflush(stdout);
  _exit(0);
}
