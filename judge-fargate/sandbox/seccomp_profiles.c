/*
 * One seccomp rule set per language family.
 *
 * Why a denylist (default allow) and not an allowlist: the calls a JVM, CPython or V8 makes change
 * with every runtime and libc release (clone3, rseq, statx, membarrier, pkey_*, futex_waitv came and
 * went in a few years), and on aarch64 even "the same" program uses other calls. An allowlist would
 * turn those upgrades into seccomp_violation verdicts for correct programs, and verdicts must be
 * correct and deterministic. The denylist is kept airtight by construction rather than by hope:
 *   - the architecture is checked first, so 32-bit entry points (int 0x80, arm32 compat) cannot
 *     reach the kernel with numbers our rules do not describe;
 *   - every number above LAST_VETTED_SYSCALL fails with ENOSYS, so new kernel calls (and the x32 ABI)
 *     are closed until someone reads them and adds a rule;
 *   - what seccomp does not decide is held by other layers: files by uid permissions and Landlock,
 *     resources by rlimits and the watchdog.
 *
 * The action depends on who would make the call:
 *   KILL   — only an escape attempt does this (new processes, a second exec, ptrace, mounts,
 *            namespaces, changing ids, signalling others, a network socket from native code). The
 *            process dies with SIGSYS → status seccomp_violation.
 *   NOSYS  — kernel surface a runtime or libc may probe and then do without (io_uring, clone3, bpf,
 *            userfaultfd…), and IPC objects that would outlive the run. The call fails with ENOSYS.
 *   EACCES — sockets that runtimes create on their own (see add_socket_rules).
 *
 * The profiles differ only where a runtime forces it: native and managed both allow threads but no
 * processes and a single exec; managed (and compiler) refuse sockets softly and allow socketpair,
 * which the JVM needs; compiler may fork and exec its tool chain.
 *
 * The only-the-target execve: native and managed programs may call execve exactly once — the
 * runner's own call that starts them. The child copies the program path to a page mapped at a random
 * address and the filter allows execve only when the filename pointer equals that address (64-bit
 * compare). After exec that page is gone and nothing in the new image reveals the address (the filter
 * cannot be read back without CAP_SYS_ADMIN), so a later execve would need to guess ~40 random bits in
 * one try: a wrong guess is a SIGSYS kill. execveat is killed outright (an fd-based exec would be
 * matchable by reopening a file onto the same fd number).
 */
#include <errno.h>
#include <sched.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <linux/seccomp.h>

#include "internal.h"
#include "syscall_numbers.h"

#define KILL SECCOMP_RET_KILL_PROCESS
#define NOSYS (SECCOMP_RET_ERRNO | ENOSYS)
#define EPERM_ACTION (SECCOMP_RET_ERRNO | EPERM)
#define EACCES_ACTION (SECCOMP_RET_ERRNO | EACCES)
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

#ifndef CLONE_NEWCGROUP
#define CLONE_NEWCGROUP 0x02000000
#endif
#define CLONE_NAMESPACE_FLAGS                                                                        \
  (CLONE_NEWNS | CLONE_NEWCGROUP | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID |        \
   CLONE_NEWNET)

/* Only an escape attempt makes these. */
static const int escape_calls[] = {
    /* network: no socket can be created (socket() itself is ruled below), so nothing can be sent */
    __NR_connect, __NR_bind, __NR_listen, __NR_accept, __NR_accept4,
    /* reaching into other processes */
    __NR_ptrace, __NR_process_vm_readv, __NR_process_vm_writev, __NR_pidfd_getfd,
    __NR_pidfd_send_signal, __NR_kcmp,
    /* changing who we are */
    __NR_setuid, __NR_setgid, __NR_setreuid, __NR_setregid, __NR_setresuid, __NR_setresgid,
    __NR_setfsuid, __NR_setfsgid, __NR_setgroups, __NR_capset,
    /* namespaces and mounts */
    __NR_unshare, __NR_setns, __NR_mount, __NR_umount2, __NR_pivot_root, __NR_chroot, __NR_open_tree,
    __NR_move_mount, __NR_fsopen, __NR_fsconfig, __NR_fsmount, __NR_fspick, __NR_mount_setattr,
    /* administering the machine */
    __NR_reboot, __NR_kexec_load, __NR_kexec_file_load, __NR_init_module, __NR_finit_module,
    __NR_delete_module, __NR_swapon, __NR_swapoff, __NR_sethostname, __NR_setdomainname,
    __NR_settimeofday, __NR_clock_settime, __NR_acct, __NR_iopl, __NR_ioperm,
};

/* Kernel surface a runtime may probe and do without, and IPC objects that outlive the process. */
static const int probed_calls[] = {
    /* clone3 passes its flags in memory, which a filter cannot read; libc falls back to clone */
    __NR_clone3,
    __NR_io_uring_setup, __NR_io_uring_enter, __NR_io_uring_register, /* libuv probes these */
    __NR_bpf, __NR_perf_event_open, __NR_userfaultfd, __NR_keyctl, __NR_add_key, __NR_request_key,
    __NR_pidfd_open, __NR_memfd_secret, __NR_process_madvise, __NR_process_mrelease,
    __NR_fanotify_init, __NR_open_by_handle_at, __NR_name_to_handle_at, __NR_lookup_dcookie,
    __NR_modify_ldt, __NR_uselib, __NR__sysctl, __NR_ustat, __NR_sysfs, __NR_vhangup, __NR_syslog,
    __NR_adjtimex, __NR_clock_adjtime, __NR_quotactl, __NR_quotactl_fd, __NR_statmount,
    __NR_listmount, __NR_lsm_get_self_attr, __NR_lsm_set_self_attr, __NR_lsm_list_modules,
    __NR_create_module, __NR_get_kernel_syms, __NR_query_module, __NR_nfsservctl,
    /* System V IPC and POSIX message queues persist after the process exits */
    __NR_shmget, __NR_shmat, __NR_shmdt, __NR_shmctl, __NR_msgget, __NR_msgsnd, __NR_msgrcv,
    __NR_msgctl, __NR_semget, __NR_semop, __NR_semctl, __NR_semtimedop, __NR_mq_open, __NR_mq_unlink,
    __NR_mq_timedsend, __NR_mq_timedreceive, __NR_mq_notify, __NR_mq_getsetattr,
};

/* Terminal ioctls that push input into, or reconfigure, a terminal someone else reads. */
static const uint32_t terminal_injection[] = {TIOCSTI, TIOCLINUX, TIOCSETD};

static void add_common_rules(struct seccomp_rules *rules) {
  for (size_t i = 0; i < COUNT(escape_calls); i++) rule_return(rules, escape_calls[i], KILL);
  for (size_t i = 0; i < COUNT(probed_calls); i++) rule_return(rules, probed_calls[i], NOSYS);
  rule_deny_arg_in(rules, __NR_ioctl, 1, terminal_injection, COUNT(terminal_injection), KILL);
  /* personality(0xffffffff) only reads it; changing it (e.g. ADDR_NO_RANDOMIZE) is refused */
  rule_by_arg(rules, __NR_personality, 0, 0xffffffffu, SECCOMP_RET_ALLOW, EPERM_ACTION);
}

/*
 * Sockets are never created, in any profile. What differs is how a refusal looks:
 *   native   — a C/C++/Go program asking for a network socket is trying to get out: killed. A unix
 *              socket fails softly, because glibc's NSS tries the nscd socket whenever a program
 *              looks up a user, and falls back to files when refused.
 *   managed, compiler — runtimes probe: the JVM's libnet creates TCP sockets when java.net loads
 *              (javac does, at start-up), and glibc NSS as above. Every family fails with EACCES and
 *              a program that insists fails on its own (Python raises PermissionError).
 * Unix sockets are refused too: they reach dbus, journald or abstract sockets, which no file
 * permission guards. socketpair() only makes a connected pair that reaches nothing else; the JVM
 * needs one (sun.nio.ch.FileDispatcherImpl keeps a socketpair fd for closing channels), so managed
 * and compiler runs may make them; native programs have no use for it.
 */
static void add_socket_rules(struct seccomp_rules *rules, enum seccomp_profile profile) {
  if (profile == PROFILE_NATIVE) {
    rule_by_arg(rules, __NR_socket, 0, AF_UNIX, EACCES_ACTION, KILL);
    rule_return(rules, __NR_socketpair, EACCES_ACTION);
  } else {
    rule_return(rules, __NR_socket, EACCES_ACTION);
  }
}

/* native and managed: threads but no processes, one exec, signals only to itself. */
static void add_single_process_rules(struct seccomp_rules *rules, const struct seccomp_context *ctx) {
  rule_return(rules, __NR_fork, KILL);
  rule_return(rules, __NR_vfork, KILL);
  rule_clone_threads_only(rules, __NR_clone, CLONE_NAMESPACE_FLAGS, KILL);
  rule_allow_only_arg64(rules, __NR_execve, 0, ctx->exec_path_ptr, KILL);
  rule_return(rules, __NR_execveat, KILL);
  /* kill(-1), kill(0) and kill(other) are escape attempts; raise() and abort() target ourselves.
     tkill stays allowed: it takes a thread id, and uid separation leaves only our own threads. */
  uint32_t self = (uint32_t)ctx->self_pid;
  rule_by_arg(rules, __NR_kill, 0, self, SECCOMP_RET_ALLOW, KILL);
  rule_by_arg(rules, __NR_tgkill, 0, self, SECCOMP_RET_ALLOW, KILL);
  rule_by_arg(rules, __NR_rt_sigqueueinfo, 0, self, SECCOMP_RET_ALLOW, KILL);
  rule_by_arg(rules, __NR_rt_tgsigqueueinfo, 0, self, SECCOMP_RET_ALLOW, KILL);
  /* A memfd is RAM that no RSS, statm or RLIMIT_AS sees until it is mapped: 512 MB held in memfds
     measured 2.5 MB. No runtime we run needs one (the JVM only for ZGC, which it is not given);
     ENOSYS, which runtimes read as "old kernel". Files elsewhere are disk, capped by RLIMIT_FSIZE, and
     /dev/shm is closed to the program (Landlock, or the worker's chmod where Landlock is missing). */
  rule_return(rules, __NR_memfd_create, NOSYS);
}

/* compiler: its driver forks and execs cc1/as/ld and signals them; only namespaces stay closed. */
static void add_tool_chain_rules(struct seccomp_rules *rules) {
  rule_deny_arg_bits(rules, __NR_clone, 0, CLONE_NAMESPACE_FLAGS, KILL);
}

void seccomp_profile_rules(enum seccomp_profile profile, const struct seccomp_context *ctx,
                           struct seccomp_rules *rules) {
  *rules = (struct seccomp_rules){.count = 0, .overflow = false};
  add_common_rules(rules);
  add_socket_rules(rules, profile);
  switch (profile) {
  case PROFILE_NATIVE:
  case PROFILE_MANAGED:
    add_single_process_rules(rules, ctx);
    break;
  case PROFILE_COMPILER:
    add_tool_chain_rules(rules);
    break;
  }
}

void seccomp_build_profile(enum seccomp_profile profile, const struct seccomp_context *ctx,
                           struct bpf_builder *b) {
  static struct seccomp_rules rules; /* 16 KiB; see child.c for why not on the stack */
  seccomp_profile_rules(profile, ctx, &rules);
  seccomp_compile(&rules, b);
}

const char *seccomp_profile_name(enum seccomp_profile profile) {
  switch (profile) {
  case PROFILE_NATIVE:
    return "native";
  case PROFILE_MANAGED:
    return "managed";
  case PROFILE_COMPILER:
    return "compiler";
  }
  return "?";
}
