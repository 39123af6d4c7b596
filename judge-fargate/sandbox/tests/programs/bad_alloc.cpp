// memory_limit: one allocation far beyond the address-space limit. operator new throws
// std::bad_alloc and the program aborts (SIGABRT) with almost nothing resident; the runner refused
// the mmap itself (alloc_watch.c), which is what makes this memory_limit rather than signalled.
#include <cstdio>
#include <vector>

int main() {
  long a, b;
  if (scanf("%ld %ld", &a, &b) != 2) return 1;
  std::vector<char> big(1 << 30);
  printf("%ld\n", a + b + big[12345]);
}
