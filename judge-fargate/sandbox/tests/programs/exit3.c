/* nonzero_exit: exits with code 3. */
int main(void) { return 3; }
