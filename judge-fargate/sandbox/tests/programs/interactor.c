/* Interactor for guesser.c: the secret is argv[1]; answers <, > or =; exits 0 when the final
   "! n" is right within 25 questions, 1 otherwise. */
#include <stdio.h>
#include <stdlib.h>

int main(int argc, char **argv) {
  int secret = argc > 1 ? atoi(argv[1]) : 424242;
  char kind[2];
  int value;
  for (int questions = 0; questions <= 25 && scanf("%1s %d", kind, &value) == 2; questions++) {
    if (kind[0] == '!') return value == secret ? 0 : 1;
    puts(value == secret ? "=" : value > secret ? "<" : ">");
    fflush(stdout);
  }
  return 1;
}
