/*
 * Makes the one call named by argv[1]. If the call returns, prints "<name> <errno name or OK>" and
 * exits 0; the sandbox is expected either to kill it (seccomp_violation) or to make it fail.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/ipc.h>
#include <sys/mount.h>
#include <sys/personality.h>
#include <sys/shm.h>
#include <sys/syscall.h>
#include <sys/uio.h>
#include <unistd.h>

static long attempt(const char *name) {
  char byte = 'x';
  struct iovec local = {&byte, 1}, remote = {&byte, 1};
  if (!strcmp(name, "unshare")) return unshare(CLONE_NEWUSER);
  if (!strcmp(name, "setns")) return setns(0, 0);
  if (!strcmp(name, "mount")) return mount("none", "/tmp", "tmpfs", 0, NULL);
  if (!strcmp(name, "umount")) return umount2("/", MNT_DETACH);
  if (!strcmp(name, "chroot")) return chroot("/");
  if (!strcmp(name, "setuid")) return setuid(0);
  if (!strcmp(name, "reboot")) return syscall(SYS_reboot, 0, 0, 0, 0);
  if (!strcmp(name, "clone_process")) return syscall(SYS_clone, SIGCHLD, 0, 0, 0, 0);
  if (!strcmp(name, "clone_newuser")) return syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0);
  if (!strcmp(name, "execveat")) return syscall(SYS_execveat, AT_FDCWD, "/bin/sh", NULL, NULL, 0);
  if (!strcmp(name, "kill_parent")) return kill(getppid(), SIGKILL);
  if (!strcmp(name, "process_vm_readv")) return process_vm_readv(getppid(), &local, 1, &remote, 1, 0);
  if (!strcmp(name, "tiocsti")) return ioctl(0, TIOCSTI, &byte);
  if (!strcmp(name, "keyctl")) return syscall(SYS_keyctl, 0, 0, 0, 0, 0);
  if (!strcmp(name, "bpf")) return syscall(SYS_bpf, 0, NULL, 0);
  if (!strcmp(name, "perf_event_open")) return syscall(SYS_perf_event_open, NULL, 0, -1, -1, 0);
  if (!strcmp(name, "io_uring_setup")) return syscall(SYS_io_uring_setup, 1, NULL);
  if (!strcmp(name, "userfaultfd")) return syscall(SYS_userfaultfd, 0);
  if (!strcmp(name, "clone3")) return syscall(SYS_clone3, NULL, 0);
  if (!strcmp(name, "shmget")) return shmget(IPC_PRIVATE, 4096, IPC_CREAT | 0600);
  if (!strcmp(name, "beyond_vetted")) return syscall(463); /* setxattrat, Linux 6.13 */
  if (!strcmp(name, "personality")) return personality(ADDR_NO_RANDOMIZE);
#if defined(__x86_64__)
  if (!strcmp(name, "x32_getpid")) return syscall(0x40000000 | SYS_getpid);
  if (!strcmp(name, "int80_fork")) {
    long result;
    __asm__ volatile("int $0x80" : "=a"(result) : "a"(2) : "memory"); /* i386 fork */
    return result;
  }
#endif
  errno = EINVAL;
  return -2;
}

int main(int argc, char **argv) {
  if (argc < 2) return 2;
  errno = 0;
  long result = attempt(argv[1]);
  printf("%s %s\n", argv[1], result < 0 ? strerrorname_np(errno) : "OK");
  return 0;
}
