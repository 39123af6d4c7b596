// memory_limit: a vector doubling until operator new throws std::bad_alloc (SIGABRT).
#include <cstdio>
#include <vector>

int main() {
  std::vector<long> grow;
  for (long i = 0;; i++) grow.push_back(i);
}
