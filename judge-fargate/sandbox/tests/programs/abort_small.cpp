// signalled 6, not memory_limit: an abort with no allocation refused (an exception nobody catches).
#include <cstdio>
#include <stdexcept>
#include <vector>

int main() {
  std::vector<char> small(1 << 20, 1);
  if (small[4096] == 1) throw std::logic_error("not a memory problem");
  puts("unreachable");
}
