/*
 * How much the runner adds to a run: (fork, execve, wait4) of a program directly, against runs of the
 * same program through oj-runner with a typical native config. The three ways are measured in
 * interleaved batches and each reports its best batch — wall time and CPU time (all descendants) per
 * run, in microseconds — so that other load on the machine affects them alike.
 *
 *   make bench                       (as root: the runner drops to uid 62090)
 */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static double cpu_us(void) {
  struct rusage usage;
  getrusage(RUSAGE_CHILDREN, &usage);
  return (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e6 + usage.ru_utime.tv_usec + usage.ru_stime.tv_usec;
}

/* One batch: average wall and CPU microseconds per run. */
static void batch(char *const argv[], int runs, double *wall, double *cpu) {
  double start = now_us(), start_cpu = cpu_us();
  for (int i = 0; i < runs; i++) {
    pid_t pid = fork();
    if (pid == 0) {
      int null = open("/dev/null", O_WRONLY);
      dup2(null, 1);
      execv(argv[0], argv);
      _exit(127);
    }
    waitpid(pid, NULL, 0);
  }
  *wall = (now_us() - start) / runs;
  *cpu = (cpu_us() - start_cpu) / runs;
}

int main(int argc, char **argv) {
  if (argc < 4) {
    fprintf(stderr, "usage: %s RUNNER PROGRAM WORK_DIR [BATCHES]\n", argv[0]);
    return 2;
  }
  int batches = argc > 4 ? atoi(argv[4]) : 20;
  char *plain[] = {argv[2], NULL};
  char *common[] = {argv[1], "--profile", "native", "--uid", "62090", "--gid", "62090", "--cwd", argv[3],
                    "--cpu-ms", "1000", "--wall-ms", "3000", "--memory-kb", "262144", "--address-space-kb",
                    "524288", "--stack-kb", "65536", "--output-kb", "65536", "--cgroup"};
  enum { COMMON = sizeof(common) / sizeof(common[0]) };
  char *without_cgroup[COMMON + 4], *with_cgroup[COMMON + 4];
  for (int i = 0; i < COMMON; i++) without_cgroup[i] = with_cgroup[i] = common[i];
  without_cgroup[COMMON] = "off";
  with_cgroup[COMMON] = "auto";
  without_cgroup[COMMON + 1] = with_cgroup[COMMON + 1] = "--";
  without_cgroup[COMMON + 2] = with_cgroup[COMMON + 2] = argv[2];
  without_cgroup[COMMON + 3] = with_cgroup[COMMON + 3] = NULL;

  char *const *ways[] = {plain, without_cgroup, with_cgroup};
  const char *names[] = {"plain fork/exec/wait", "oj-runner, no cgroup", "oj-runner, cgroup"};
  double best_wall[3] = {1e12, 1e12, 1e12}, best_cpu[3] = {1e12, 1e12, 1e12};
  for (int b = 0; b < batches; b++) {
    for (int w = 0; w < 3; w++) {
      double wall, cpu;
      batch(ways[w], 50, &wall, &cpu);
      if (wall < best_wall[w]) best_wall[w] = wall;
      if (cpu < best_cpu[w]) best_cpu[w] = cpu;
    }
  }
  for (int w = 0; w < 3; w++)
    printf("%-22s wall %7.1f us (+%6.1f)   cpu %7.1f us (+%6.1f)\n", names[w], best_wall[w],
           best_wall[w] - best_wall[0], best_cpu[w], best_cpu[w] - best_cpu[0]);
  return 0;
}
