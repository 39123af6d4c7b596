/*
 * The compiled filter must say exactly what the rule list says. For every profile, every syscall
 * number from 0 to 1023 (and x32 numbers) and a set of argument values that touch every rule's
 * condition, this runs the compiled classic-BPF program in a small interpreter and compares its
 * answer with the rule list read literally: first rule for the number, allow when there is none,
 * ENOSYS above the last vetted number, kill for a foreign architecture. Exits 1 on any difference.
 *
 *   make check
 */
#include <errno.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <linux/seccomp.h>

#include "../internal.h"
#include "../syscall_numbers.h"

static uint32_t run_filter(const struct bpf_builder *b, const struct seccomp_data *data) {
  uint32_t a = 0;
  for (size_t pc = 0; pc < b->len; pc++) {
    const struct sock_filter *insn = &b->insns[pc];
    uint32_t word;
    switch (insn->code) {
    case BPF_LD | BPF_W | BPF_ABS:
      memcpy(&word, (const char *)data + insn->k, sizeof(word));
      a = word;
      break;
    case BPF_JMP | BPF_JEQ | BPF_K:
      pc += a == insn->k ? insn->jt : insn->jf;
      break;
    case BPF_JMP | BPF_JGT | BPF_K:
      pc += a > insn->k ? insn->jt : insn->jf;
      break;
    case BPF_JMP | BPF_JGE | BPF_K:
      pc += a >= insn->k ? insn->jt : insn->jf;
      break;
    case BPF_JMP | BPF_JSET | BPF_K:
      pc += (a & insn->k) ? insn->jt : insn->jf;
      break;
    case BPF_JMP | BPF_JA:
      pc += insn->k;
      break;
    case BPF_RET | BPF_K:
      return insn->k;
    default:
      return 0xdeadbeef; /* an instruction the compiler should never emit */
    }
  }
  return 0xdeadbeef; /* fell off the end */
}

/* The rule list read literally. */
static uint32_t expected(const struct seccomp_rules *rules, const struct seccomp_data *data) {
  if (data->arch != RUNNER_AUDIT_ARCH) return SECCOMP_RET_KILL_PROCESS;
  if (data->nr > LAST_VETTED_SYSCALL) return SECCOMP_RET_ERRNO | ENOSYS;
  for (size_t i = 0; i < rules->count; i++) {
    const struct seccomp_rule *rule = &rules->list[i];
    if ((uint32_t)rule->nr != (uint32_t)data->nr) continue;
    uint32_t low = (uint32_t)data->args[rule->arg];
    switch (rule->kind) {
    case RULE_RETURN:
      return rule->action;
    case RULE_BY_ARG:
      return low == rule->value ? rule->action : rule->otherwise;
    case RULE_ARG64_IS:
      return data->args[rule->arg] == rule->value64 ? SECCOMP_RET_ALLOW : rule->otherwise;
    case RULE_ARG_IN:
      for (size_t v = 0; v < rule->value_count; v++)
        if (low == rule->values[v]) return rule->action;
      return SECCOMP_RET_ALLOW;
    case RULE_ARG_BITS:
      return (low & rule->value) ? rule->action : SECCOMP_RET_ALLOW;
    case RULE_CLONE_THREADS:
      return ((uint32_t)data->args[0] & 0x00010000) && !((uint32_t)data->args[0] & rule->value)
                 ? SECCOMP_RET_ALLOW
                 : rule->action;
    }
  }
  return SECCOMP_RET_ALLOW;
}

int main(void) {
  const struct seccomp_context context = {.self_pid = 4242, .exec_path_ptr = 0x7f12345678abULL};
  const uint64_t interesting[] = {0, 1, 2, 4242, 0xffffffffULL, 0x5412 /* TIOCSTI */, 0x00010000 /* thread */,
                                  0x00010000 | 0x10000000 /* thread + newuser */, 0x7f12345678abULL,
                                  0x7f12345678acULL, 0x0000000045678abULL, 0x100001092ULL /* high bits */};
  const size_t count = sizeof(interesting) / sizeof(interesting[0]);
  const enum seccomp_profile profiles[] = {PROFILE_NATIVE, PROFILE_MANAGED, PROFILE_COMPILER};
  const uint32_t arches[] = {RUNNER_AUDIT_ARCH, 0x40000003 /* i386 */};
  unsigned long checked = 0, wrong = 0;

  for (size_t p = 0; p < 3; p++) {
    static struct seccomp_rules rules, sorted;
    static struct bpf_builder filter;
    seccomp_profile_rules(profiles[p], &context, &rules);
    sorted = rules;
    seccomp_compile(&sorted, &filter); /* sorts its own copy; `rules` keeps the order added */
    if (filter.overflow) {
      printf("%s: filter overflowed\n", seccomp_profile_name(profiles[p]));
      return 1;
    }
    printf("%s: %zu rules, %zu instructions\n", seccomp_profile_name(profiles[p]), rules.count, filter.len);
    for (size_t arch = 0; arch < 2; arch++) {
      for (uint32_t nr = 0; nr < 1024 + 16; nr++) {
        uint32_t number = nr < 1024 ? nr : (0x40000000u | (nr - 1024));
        for (size_t x = 0; x < count; x++) {
          for (size_t y = 0; y < count; y++) {
            struct seccomp_data data = {.nr = (int)number, .arch = arches[arch]};
            data.args[0] = interesting[x];
            data.args[1] = interesting[y];
            uint32_t want = expected(&rules, &data), got = run_filter(&filter, &data);
            checked++;
            if (want != got && wrong++ < 10)
              printf("  %s nr=%u args=%#llx,%#llx: want %#x got %#x\n", seccomp_profile_name(profiles[p]), number,
                     (unsigned long long)data.args[0], (unsigned long long)data.args[1], want, got);
          }
        }
      }
    }
  }
  printf("%lu cases, %lu differences\n", checked, wrong);
  return wrong == 0 ? 0 : 1;
}
