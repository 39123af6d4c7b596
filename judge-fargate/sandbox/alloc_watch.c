/*
 * Allocations refused by the address-space limit, seen by the runner itself.
 *
 * Why: RLIMIT_AS makes an allocation beyond it fail inside the program — `new` throws bad_alloc and
 * the program aborts (SIGABRT), malloc returns NULL and it crashes, CPython raises MemoryError. The
 * program's resident memory stays small, because the refused memory was never touched, so neither
 * peak RSS nor the "RSS at a third of the address space" rule can tell that crash from any other
 * abort. Reading the program's stderr for "bad_alloc" would let any program choose its verdict by
 * printing it, and it misses C's NULL. So the runner watches the requests themselves: a second, tiny
 * seccomp filter hands every large anonymous mmap and every large mremap to the runner
 * (SECCOMP_RET_USER_NOTIF); the runner compares the program's address space (statm `size`, the
 * kernel's total_vm) plus the request with the limit — the kernel's own test in may_expand_vm — and
 * either lets the call go on (SECCOMP_USER_NOTIF_FLAG_CONTINUE: the kernel still applies RLIMIT_AS)
 * or answers ENOMEM itself and counts the refusal. A run that then ends abnormally is memory_limit
 * (run_status.c); one that caught the failure and exited 0 is judged on its output.
 *
 * Only requests of at least ALLOC_WATCH_MIN_BYTES are handed over, so small allocations cost
 * nothing: glibc serves them from its heap, and when the heap cannot grow it falls back to an mmap
 * of at least 1 MiB, which is handed over. File mappings (shared libraries) and MAP_FIXED requests
 * are not (Go and the JVM map over address space they reserved earlier, which the kernel does not
 * count twice and this check would). A request the runner lets through and the kernel then refuses
 * (another thread mapped in between) is not counted; the older rules of run_status.c still apply.
 *
 * Needs Linux 5.5 (user notification with CONTINUE); older kernels, or a host whose own seccomp
 * filter already has a listener, simply run without the watch.
 */
#include <errno.h>
#include <stddef.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/filter.h>
#include <linux/seccomp.h>

#include "internal.h"
#include "syscall_numbers.h"

#define ALLOC_WATCH_MIN_BYTES (1u << 20)

#ifndef SECCOMP_FILTER_FLAG_NEW_LISTENER
#define SECCOMP_FILTER_FLAG_NEW_LISTENER (1UL << 3)
#endif
#ifndef SECCOMP_FILTER_FLAG_SPEC_ALLOW
#define SECCOMP_FILTER_FLAG_SPEC_ALLOW (1UL << 2)
#endif
#ifndef SECCOMP_USER_NOTIF_FLAG_CONTINUE
#define SECCOMP_USER_NOTIF_FLAG_CONTINUE (1UL << 0)
#endif

#define ARG_LOW(i) (offsetof(struct seccomp_data, args) + 8 * (i))
#define ARG_HIGH(i) (ARG_LOW(i) + 4)
#define LOAD(offset) BPF_STMT(BPF_LD | BPF_W | BPF_ABS, (uint32_t)(offset))
#define RETURN(action) BPF_STMT(BPF_RET | BPF_K, (action))

/*
 *   arch foreign              → allow (the profile's filter kills it; KILL outranks everything)
 *   mmap: flags & (ANONYMOUS|FIXED) == ANONYMOUS and length ≥ MIN → notify
 *   mremap: new length ≥ MIN  → notify
 *   anything else             → allow
 * A length with any of its high 32 bits set is ≥ MIN.
 */
static const struct sock_filter watch_filter[] = {
    /* 0 */ LOAD(offsetof(struct seccomp_data, arch)),
    /* 1 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, RUNNER_AUDIT_ARCH, 1, 0),
    /* 2 */ RETURN(SECCOMP_RET_ALLOW),
    /* 3 */ LOAD(offsetof(struct seccomp_data, nr)),
    /* 4 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_mmap, 2, 0),
    /* 5 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, __NR_mremap, 9, 0),
    /* 6 */ RETURN(SECCOMP_RET_ALLOW),
    /* mmap(addr, length, prot, flags, fd, offset) */
    /* 7 */ LOAD(ARG_LOW(3)),
    /* 8 */ BPF_STMT(BPF_ALU | BPF_AND | BPF_K, MAP_ANONYMOUS | MAP_FIXED),
    /* 9 */ BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, MAP_ANONYMOUS, 1, 0),
    /* 10 */ RETURN(SECCOMP_RET_ALLOW),
    /* 11 */ LOAD(ARG_HIGH(1)),
    /* 12 */ BPF_JUMP(BPF_JMP | BPF_JGT | BPF_K, 0, 7, 0),
    /* 13 */ LOAD(ARG_LOW(1)),
    /* 14 */ BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, ALLOC_WATCH_MIN_BYTES, 5, 4),
    /* mremap(old_address, old_size, new_size, flags, new_address) */
    /* 15 */ LOAD(ARG_HIGH(2)),
    /* 16 */ BPF_JUMP(BPF_JMP | BPF_JGT | BPF_K, 0, 3, 0),
    /* 17 */ LOAD(ARG_LOW(2)),
    /* 18 */ BPF_JUMP(BPF_JMP | BPF_JGE | BPF_K, ALLOC_WATCH_MIN_BYTES, 1, 0),
    /* 19 */ RETURN(SECCOMP_RET_ALLOW),
    /* 20 */ RETURN(SECCOMP_RET_USER_NOTIF),
};

/* The fd travels in one SCM_RIGHTS message; a message without one means "no watch on this host". */
static void send_listener(int socket_fd, int listener_fd) {
  char byte = listener_fd >= 0 ? 'y' : 'n';
  struct iovec iov = {.iov_base = &byte, .iov_len = 1};
  union {
    char buf[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } control;
  memset(&control, 0, sizeof(control));
  struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1};
  if (listener_fd >= 0) {
    msg.msg_control = control.buf;
    msg.msg_controllen = sizeof(control.buf);
    struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg);
    cmsg->cmsg_level = SOL_SOCKET;
    cmsg->cmsg_type = SCM_RIGHTS;
    cmsg->cmsg_len = CMSG_LEN(sizeof(int));
    memcpy(CMSG_DATA(cmsg), &listener_fd, sizeof(int));
  }
  ssize_t ignored = sendmsg(socket_fd, &msg, MSG_NOSIGNAL);
  (void)ignored;
}

void alloc_watch_install(int socket_fd) {
  struct sock_fprog prog = {.len = sizeof(watch_filter) / sizeof(watch_filter[0]),
                            .filter = (struct sock_filter *)watch_filter};
  unsigned long flags = SECCOMP_FILTER_FLAG_NEW_LISTENER | SECCOMP_FILTER_FLAG_SPEC_ALLOW;
  int listener = (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, flags, &prog);
  if (listener < 0 && errno == EINVAL)
    listener = (int)syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &prog);
  send_listener(socket_fd, listener);
  if (listener >= 0) close(listener);
  close(socket_fd);
}

int alloc_watch_receive(int socket_fd) {
  char byte;
  struct iovec iov = {.iov_base = &byte, .iov_len = 1};
  union {
    char buf[CMSG_SPACE(sizeof(int))];
    struct cmsghdr align;
  } control;
  struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf,
                       .msg_controllen = sizeof(control.buf)};
  ssize_t got;
  do got = recvmsg(socket_fd, &msg, MSG_CMSG_CLOEXEC);
  while (got < 0 && errno == EINTR);
  if (got <= 0) return -1; /* the child failed before this step; its error pipe says why */
  for (struct cmsghdr *cmsg = CMSG_FIRSTHDR(&msg); cmsg; cmsg = CMSG_NXTHDR(&msg, cmsg)) {
    if (cmsg->cmsg_level == SOL_SOCKET && cmsg->cmsg_type == SCM_RIGHTS) {
      int fd;
      memcpy(&fd, CMSG_DATA(cmsg), sizeof(int));
      return fd_lift(fd);
    }
  }
  return -1;
}

/* Bytes the request adds to the address space: mmap's length, or what mremap grows by. */
static uint64_t requested_bytes(const struct seccomp_data *data) {
  if (data->nr == __NR_mremap) return data->args[2] > data->args[1] ? data->args[2] - data->args[1] : 0;
  return data->args[1];
}

bool alloc_watch_answer(int listener_fd, int statm_fd, uint64_t address_space_kb) {
  struct seccomp_notif request;
  memset(&request, 0, sizeof(request));
  if (ioctl(listener_fd, SECCOMP_IOCTL_NOTIF_RECV, &request) != 0) return false;
  uint64_t page_bytes = (uint64_t)sysconf(_SC_PAGESIZE);
  uint64_t wanted = requested_bytes(&request.data);
  uint64_t wanted_pages = wanted / page_bytes + (wanted % page_bytes != 0);
  uint64_t mapped_pages = 0, resident_pages = 0;
  /* The kernel's test: total_vm + the new pages > RLIMIT_AS in pages. */
  bool refuse = statm_read(statm_fd, &mapped_pages, &resident_pages) &&
                mapped_pages + wanted_pages > address_space_kb * 1024 / page_bytes;
  struct seccomp_notif_resp response = {.id = request.id};
  if (refuse) response.error = -ENOMEM;
  else response.flags = SECCOMP_USER_NOTIF_FLAG_CONTINUE;
  /* ENOENT: the thread was killed meanwhile; nothing to answer, and nothing was refused. */
  return ioctl(listener_fd, SECCOMP_IOCTL_NOTIF_SEND, &response) == 0 && refuse;
}
