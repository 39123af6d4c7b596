/*
 * Rules → a classic-BPF seccomp program, so that seccomp_profiles.c reads as rule tables.
 *
 * The rules are sorted by syscall number and emitted as a binary search tree: a syscall walks about
 * 2·log2(rules) instructions instead of the whole list. That matters twice: on kernels without the
 * seccomp action cache (< 5.11, e.g. Fargate's 5.10) every syscall of the program runs the filter, and
 * on kernels with it, installing the filter emulates it once for every syscall number.
 *
 * Invariant inside the tree: the accumulator holds the syscall number. A rule that loads an argument
 * always ends in a return, so nothing after it needs the number again.
 */
#include <errno.h>
#include <stddef.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/seccomp.h>

#include "internal.h"
#include "syscall_numbers.h"

#define OFFSET_NR offsetof(struct seccomp_data, nr)
#define OFFSET_ARCH offsetof(struct seccomp_data, arch)
#define OFFSET_ARG_LOW(i) (offsetof(struct seccomp_data, args) + 8 * (size_t)(i))
#define OFFSET_ARG_HIGH(i) (OFFSET_ARG_LOW(i) + 4)
#define CLONE_THREAD_FLAG 0x00010000
/* Subtrees this small are checked one rule after another. */
#define LEAF_RULES 3

#ifndef SECCOMP_FILTER_FLAG_SPEC_ALLOW
#define SECCOMP_FILTER_FLAG_SPEC_ALLOW (1UL << 2)
#endif

/* ---- adding rules; a syscall the architecture lacks (nr < 0) is skipped */

static struct seccomp_rule *add(struct seccomp_rules *rules, int nr, enum rule_kind kind) {
  if (nr < 0) return NULL;
  if (rules->count >= SECCOMP_MAX_RULES) {
    rules->overflow = true;
    return NULL;
  }
  struct seccomp_rule *rule = &rules->list[rules->count++];
  *rule = (struct seccomp_rule){.nr = nr, .kind = kind, .order = rules->count};
  return rule;
}

void rule_return(struct seccomp_rules *rules, int nr, uint32_t action) {
  struct seccomp_rule *rule = add(rules, nr, RULE_RETURN);
  if (!rule) return;
  rule->action = action;
}

void rule_by_arg(struct seccomp_rules *rules, int nr, int arg, uint32_t value, uint32_t if_equal,
                 uint32_t otherwise) {
  struct seccomp_rule *rule = add(rules, nr, RULE_BY_ARG);
  if (!rule) return;
  rule->arg = arg;
  rule->value = value;
  rule->action = if_equal;
  rule->otherwise = otherwise;
}

void rule_allow_only_arg64(struct seccomp_rules *rules, int nr, int arg, uint64_t value, uint32_t otherwise) {
  struct seccomp_rule *rule = add(rules, nr, RULE_ARG64_IS);
  if (!rule) return;
  rule->arg = arg;
  rule->value64 = value;
  rule->otherwise = otherwise;
}

void rule_deny_arg_in(struct seccomp_rules *rules, int nr, int arg, const uint32_t *values, size_t count,
                      uint32_t action) {
  struct seccomp_rule *rule = add(rules, nr, RULE_ARG_IN);
  if (!rule) return;
  rule->arg = arg;
  rule->values = values;
  rule->value_count = count;
  rule->action = action;
}

void rule_deny_arg_bits(struct seccomp_rules *rules, int nr, int arg, uint32_t bits, uint32_t action) {
  struct seccomp_rule *rule = add(rules, nr, RULE_ARG_BITS);
  if (!rule) return;
  rule->arg = arg;
  rule->value = bits;
  rule->action = action;
}

void rule_clone_threads_only(struct seccomp_rules *rules, int nr, uint32_t forbidden_bits, uint32_t action) {
  struct seccomp_rule *rule = add(rules, nr, RULE_CLONE_THREADS);
  if (!rule) return;
  rule->value = forbidden_bits;
  rule->action = action;
}

/* ---- emitting instructions */

static void emit(struct bpf_builder *b, uint16_t code, uint8_t jt, uint8_t jf, uint32_t k) {
  if (b->len >= BPF_MAX_INSNS) {
    b->overflow = true;
    return;
  }
  b->insns[b->len++] = (struct sock_filter){.code = code, .jt = jt, .jf = jf, .k = k};
}

static void load(struct bpf_builder *b, size_t offset) { emit(b, BPF_LD | BPF_W | BPF_ABS, 0, 0, (uint32_t)offset); }
static void ret(struct bpf_builder *b, uint32_t action) { emit(b, BPF_RET | BPF_K, 0, 0, action); }
static void jump_if_equal(struct bpf_builder *b, uint32_t k, uint8_t jt, uint8_t jf) {
  emit(b, BPF_JMP | BPF_JEQ | BPF_K, jt, jf, k);
}
static void jump_if_any_bit(struct bpf_builder *b, uint32_t bits, uint8_t jt, uint8_t jf) {
  emit(b, BPF_JMP | BPF_JSET | BPF_K, jt, jf, bits);
}

/* One rule: skips itself unless the number matches, otherwise ends in a return. */
static void emit_rule(struct bpf_builder *b, const struct seccomp_rule *rule) {
  uint32_t nr = (uint32_t)rule->nr;
  switch (rule->kind) {
  case RULE_RETURN:
    jump_if_equal(b, nr, 0, 1);
    ret(b, rule->action);
    return;
  case RULE_BY_ARG: /* low 32 bits: int and pid_t arguments */
    jump_if_equal(b, nr, 0, 4);
    load(b, OFFSET_ARG_LOW(rule->arg));
    jump_if_equal(b, rule->value, 0, 1);
    ret(b, rule->action);
    ret(b, rule->otherwise);
    return;
  case RULE_ARG64_IS: /* full 64 bits: pointers */
    jump_if_equal(b, nr, 0, 6);
    load(b, OFFSET_ARG_LOW(rule->arg));
    jump_if_equal(b, (uint32_t)rule->value64, 0, 3);
    load(b, OFFSET_ARG_HIGH(rule->arg));
    jump_if_equal(b, (uint32_t)(rule->value64 >> 32), 0, 1);
    ret(b, SECCOMP_RET_ALLOW);
    ret(b, rule->otherwise);
    return;
  case RULE_ARG_IN: {
    size_t n = rule->value_count > 32 ? 32 : rule->value_count;
    jump_if_equal(b, nr, 0, (uint8_t)(n + 3));
    load(b, OFFSET_ARG_LOW(rule->arg));
    for (size_t i = 0; i < n; i++) jump_if_equal(b, rule->values[i], (uint8_t)(n - i), 0);
    ret(b, SECCOMP_RET_ALLOW);
    ret(b, rule->action);
    return;
  }
  case RULE_ARG_BITS:
    jump_if_equal(b, nr, 0, 4);
    load(b, OFFSET_ARG_LOW(rule->arg));
    jump_if_any_bit(b, rule->value, 0, 1);
    ret(b, rule->action);
    ret(b, SECCOMP_RET_ALLOW);
    return;
  case RULE_CLONE_THREADS: /* the kernel reads only the low 32 bits of clone's flags */
    jump_if_equal(b, nr, 0, 5);
    load(b, OFFSET_ARG_LOW(0));
    jump_if_any_bit(b, rule->value, 2, 0);
    jump_if_any_bit(b, CLONE_THREAD_FLAG, 0, 1);
    ret(b, SECCOMP_RET_ALLOW);
    ret(b, rule->action);
    return;
  }
}

/* Rules [low, high) sorted by number: split on the middle number until few enough for a list.
   Node: "if nr >= middle goto right" as JGE + an unconditional jump, which has a 32-bit offset. */
static void emit_tree(struct bpf_builder *b, const struct seccomp_rule *rules, size_t low, size_t high) {
  if (high - low <= LEAF_RULES) {
    for (size_t i = low; i < high; i++) emit_rule(b, &rules[i]);
    ret(b, SECCOMP_RET_ALLOW);
    return;
  }
  size_t middle = low + (high - low) / 2;
  emit(b, BPF_JMP | BPF_JGE | BPF_K, 0, 1, (uint32_t)rules[middle].nr);
  size_t jump_to_right = b->len;
  emit(b, BPF_JMP | BPF_JA, 0, 0, 0);
  emit_tree(b, rules, low, middle);
  if (!b->overflow) b->insns[jump_to_right].k = (uint32_t)(b->len - jump_to_right - 1);
  emit_tree(b, rules, middle, high);
}

static int by_number_then_order(const void *left, const void *right) {
  const struct seccomp_rule *a = left, *b = right;
  if (a->nr != b->nr) return a->nr < b->nr ? -1 : 1;
  return a->order < b->order ? -1 : 1;
}

/*
 * A foreign architecture (i386 via int 0x80 on x86_64, arm32 compat on aarch64) would be matched
 * against the wrong numbers, so it is killed outright. Numbers above the vetted maximum (and x32's,
 * which have bit 30 set) fail with ENOSYS, which runtimes treat as "old kernel". When two rules name
 * the same number, the first one added wins.
 */
void seccomp_compile(struct seccomp_rules *rules, struct bpf_builder *b) {
  b->len = 0;
  b->overflow = rules->overflow;
  qsort(rules->list, rules->count, sizeof(rules->list[0]), by_number_then_order);
  size_t unique = 0;
  for (size_t i = 0; i < rules->count; i++)
    if (unique == 0 || rules->list[unique - 1].nr != rules->list[i].nr) rules->list[unique++] = rules->list[i];
  rules->count = unique;

  load(b, OFFSET_ARCH);
  jump_if_equal(b, RUNNER_AUDIT_ARCH, 1, 0);
  ret(b, SECCOMP_RET_KILL_PROCESS);
  load(b, OFFSET_NR);
  emit(b, BPF_JMP | BPF_JGT | BPF_K, 0, 1, LAST_VETTED_SYSCALL);
  ret(b, SECCOMP_RET_ERRNO | ENOSYS);
  emit_tree(b, rules->list, 0, rules->count);
}

/*
 * SPEC_ALLOW: older kernels force speculative-store-bypass mitigation on every seccomp'd process,
 * slowing judged programs by an amount that differs from host to host. That attack leaks only within
 * one address space, and the program's address space holds nothing of ours, so we opt out (kernels
 * before 4.17 reject the flag; then the filter is installed without it).
 */
int seccomp_install(const struct bpf_builder *b) {
  if (b->overflow) {
    errno = E2BIG;
    return -1;
  }
  struct sock_fprog prog = {.len = (unsigned short)b->len, .filter = (struct sock_filter *)b->insns};
  if (syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_SPEC_ALLOW, &prog) == 0) return 0;
  if (errno == EINVAL && syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, 0, &prog) == 0) return 0;
  if (errno == ENOSYS) return prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog);
  return -1;
}
