/*
 * Leave nothing of the slot running, without scanning /proc.
 *
 * native and managed programs cannot create processes (seccomp), so when the main process exits
 * only its process group needs a kill (sent while the exited main process is still an unreaped
 * zombie, so the group id cannot have been reused), which finds nobody. compiler runs can fork, and a child may
 * leave the process group with setsid(); those are reached by cgroup.kill when the run has a cgroup,
 * and otherwise by kill(-1, SIGKILL) sent from a helper running as the slot uid — which signals every
 * process of that uid and nothing else, and the uid belongs to this run alone. The runner is a child
 * subreaper, so whatever was orphaned is reparented to it and reaped here.
 */
#include <errno.h>
#include <signal.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "internal.h"

void kill_run(pid_t pid, const struct run_cgroup *cg) {
  kill(-pid, SIGKILL); /* its process group: the child made itself a session leader */
  kill(pid, SIGKILL);  /* in case it was killed before it got that far */
  cgroup_kill(cg);
}

static void kill_everything_of_uid(uid_t uid, gid_t gid) {
  pid_t helper = fork();
  if (helper == 0) {
    if (setresgid(gid, gid, gid) == 0 && setresuid(uid, uid, uid) == 0) {
      /* Twice: a fork racing the first sweep is aborted by the kernel, but be sure. */
      kill(-1, SIGKILL);
      kill(-1, SIGKILL);
    }
    _exit(0);
  }
  if (helper > 0) {
    while (waitpid(helper, NULL, 0) < 0 && errno == EINTR) {
    }
  }
}

/* Reaps everything reparented to us; gives dying processes up to a second. */
static void reap_orphans(void) {
  for (int attempt = 0; attempt < 1000; attempt++) {
    pid_t reaped = waitpid(-1, NULL, WNOHANG);
    if (reaped > 0) continue;
    if (reaped < 0 && errno != EINTR) return; /* ECHILD: nobody left */
    nanosleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
  }
}

void leave_nothing_behind(const struct runner_config *cfg, struct run_cgroup *cg) {
  if (cfg->profile == PROFILE_COMPILER && !cg->active && geteuid() == 0)
    kill_everything_of_uid(cfg->uid, cfg->gid);
  reap_orphans();
  cgroup_remove(cg);
}
