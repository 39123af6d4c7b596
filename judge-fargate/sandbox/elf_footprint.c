/*
 * How much address space an ELF executable needs before its first instruction: the span of its
 * PT_LOAD segments, .bss included. A program with `int a[1 << 30];` cannot be mapped under a smaller
 * RLIMIT_AS; the kernel then kills it with SIGSEGV inside execve, with almost nothing resident, which
 * would otherwise read as a crash. Only consulted after such an abnormal end (run_status.c), never on the
 * common path.
 */
#include <elf.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

#define MAX_PROGRAM_HEADERS 64

bool elf_load_size(const char *work_dir, const char *program, uint64_t *bytes) {
  char path[4096];
  if (program[0] == '/')
    snprintf(path, sizeof(path), "%s", program);
  else
    snprintf(path, sizeof(path), "%s/%s", work_dir, program);
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;

  Elf64_Ehdr header;
  Elf64_Phdr segments[MAX_PROGRAM_HEADERS];
  bool ok = pread(fd, &header, sizeof(header), 0) == (ssize_t)sizeof(header) &&
            memcmp(header.e_ident, ELFMAG, SELFMAG) == 0 && header.e_ident[EI_CLASS] == ELFCLASS64 &&
            header.e_phentsize == sizeof(Elf64_Phdr) && header.e_phnum > 0 &&
            header.e_phnum <= MAX_PROGRAM_HEADERS;
  size_t table_size = ok ? header.e_phnum * sizeof(Elf64_Phdr) : 0;
  ok = ok && pread(fd, segments, table_size, (off_t)header.e_phoff) == (ssize_t)table_size;
  close(fd);
  if (!ok) return false;

  uint64_t low = UINT64_MAX, high = 0;
  for (size_t i = 0; i < header.e_phnum; i++) {
    if (segments[i].p_type != PT_LOAD) continue;
    if (segments[i].p_vaddr < low) low = segments[i].p_vaddr;
    if (segments[i].p_vaddr + segments[i].p_memsz > high) high = segments[i].p_vaddr + segments[i].p_memsz;
  }
  if (high <= low) return false;
  *bytes = high - low;
  return true;
}
