// ok: the refused allocation is caught and the program carries on; its output is judged as usual.
#include <cstdio>
#include <new>
#include <vector>

int main() {
  try {
    std::vector<char> big(1 << 30);
    printf("%d\n", big[1]);
  } catch (const std::bad_alloc &) {
    puts("fell back");
  }
}
