/* signalled (SIGFPE): integer division by zero. */
int main(int argc, char **argv) {
  (void)argv;
  volatile int zero = argc - 1;
  return 10 / zero;
}
