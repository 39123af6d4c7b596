/*
 * The build target's seccomp identity and the syscall numbers the profiles name.
 *
 * Numbers come from the kernel headers of the architecture being compiled (<asm/unistd.h>), so the
 * same rule tables are right on x86_64 and aarch64. Calls an architecture lacks (aarch64 has no fork,
 * vfork, iopl…) are defined as -1 here and skipped by the builder. Calls newer than the build's
 * headers are given their numbers, which are the same on every architecture from 424 up.
 */
#ifndef OJ_RUNNER_SYSCALL_NUMBERS_H
#define OJ_RUNNER_SYSCALL_NUMBERS_H

#include <linux/audit.h>
#include <sys/syscall.h>

#if defined(__x86_64__)
#define RUNNER_AUDIT_ARCH AUDIT_ARCH_X86_64
#define RUNNER_ARCH_NAME "x86_64"
#elif defined(__aarch64__)
#define RUNNER_AUDIT_ARCH AUDIT_ARCH_AARCH64
#define RUNNER_ARCH_NAME "aarch64"
#else
#error "oj-runner supports x86_64 and aarch64 only"
#endif

#if __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "seccomp argument offsets below assume a little-endian target"
#endif

/*
 * The highest syscall number whose rule was decided by reading it (mseal, Linux 6.10). Anything above
 * gets ENOSYS: a kernel upgrade cannot silently open a new call to judged programs, and on x86_64 this
 * also rejects the x32 ABI (numbers with bit 30 set).
 */
#define LAST_VETTED_SYSCALL 462

/* Legacy calls only some architectures have. */
#ifndef __NR_fork
#define __NR_fork -1
#endif
#ifndef __NR_vfork
#define __NR_vfork -1
#endif
#ifndef __NR_iopl
#define __NR_iopl -1
#endif
#ifndef __NR_ioperm
#define __NR_ioperm -1
#endif
#ifndef __NR_modify_ldt
#define __NR_modify_ldt -1
#endif
#ifndef __NR_uselib
#define __NR_uselib -1
#endif
#ifndef __NR__sysctl
#define __NR__sysctl -1
#endif
#ifndef __NR_create_module
#define __NR_create_module -1
#endif
#ifndef __NR_get_kernel_syms
#define __NR_get_kernel_syms -1
#endif
#ifndef __NR_query_module
#define __NR_query_module -1
#endif
#ifndef __NR_nfsservctl
#define __NR_nfsservctl -1
#endif
#ifndef __NR_ustat
#define __NR_ustat -1
#endif
#ifndef __NR_sysfs
#define __NR_sysfs -1
#endif
#ifndef __NR_lookup_dcookie
#define __NR_lookup_dcookie -1
#endif
#ifndef __NR_vhangup
#define __NR_vhangup -1
#endif

/* Unified numbers (identical on x86_64 and aarch64) that some headers leave out: older headers, or
   asm-generic ones that define a call only when the architecture opts in. */
#ifndef __NR_clone3
#define __NR_clone3 435
#endif
#ifndef __NR_memfd_secret
#define __NR_memfd_secret 447
#endif
#ifndef __NR_cachestat
#define __NR_cachestat 451
#endif
#ifndef __NR_fchmodat2
#define __NR_fchmodat2 452
#endif
#ifndef __NR_map_shadow_stack
#define __NR_map_shadow_stack 453
#endif
#ifndef __NR_futex_wake
#define __NR_futex_wake 454
#endif
#ifndef __NR_futex_wait
#define __NR_futex_wait 455
#endif
#ifndef __NR_futex_requeue
#define __NR_futex_requeue 456
#endif
#ifndef __NR_statmount
#define __NR_statmount 457
#endif
#ifndef __NR_listmount
#define __NR_listmount 458
#endif
#ifndef __NR_lsm_get_self_attr
#define __NR_lsm_get_self_attr 459
#endif
#ifndef __NR_lsm_set_self_attr
#define __NR_lsm_set_self_attr 460
#endif
#ifndef __NR_lsm_list_modules
#define __NR_lsm_list_modules 461
#endif
#ifndef __NR_mseal
#define __NR_mseal 462
#endif

#endif
