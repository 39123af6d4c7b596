/* signalled (SIGSEGV): writes through a null pointer. */
int main(void) {
  volatile int *nothing = 0;
  *nothing = 1;
  return 0;
}
