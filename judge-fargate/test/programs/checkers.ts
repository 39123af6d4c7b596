/**
 * A special judge without testlib: accepts the exact sum, gives half the points (exit 7) for a sum off
 * by one, calls extra tokens a presentation error (exit 2), anything else a wrong answer (exit 1).
 */
export const sumChecker = `#include <stdio.h>
int main(int argc, char **argv) {
  if (argc < 4) return 3;
  FILE *out = fopen(argv[2], "r"), *ans = fopen(argv[3], "r");
  if (!out || !ans) return 3;
  long got, want, extra;
  if (fscanf(ans, "%ld", &want) != 1) return 3;
  if (fscanf(out, "%ld", &got) != 1) { printf("no number\\n"); return 1; }
  if (got == want) return fscanf(out, "%ld", &extra) == 1 ? 2 : 0;
  if (got == want + 1 || got == want - 1) { printf("0.5\\n"); return 7; }
  printf("expected %ld, got %ld\\n", want, got);
  return 1;
}
`;

/** Guess the number from 1 to 100 in at most 10 tries; the secret is the case's input. */
export const guessInteractor = `#include <stdio.h>
int main(int argc, char **argv) {
  FILE *in = fopen(argv[1], "r");
  int secret;
  if (!in || fscanf(in, "%d", &secret) != 1) return 3;
  for (int tries = 0; tries < 10; tries++) {
    int guess;
    if (scanf("%d", &guess) != 1) { fprintf(stderr, "no guess\\n"); return 1; }
    if (guess == secret) { printf("=\\n"); fflush(stdout); return 0; }
    printf(guess < secret ? "<\\n" : ">\\n");
    fflush(stdout);
  }
  fprintf(stderr, "too many guesses\\n");
  return 1;
}
`;

export const guessers = {
  binarySearch: `#include <stdio.h>
int main(void) {
  int low = 1, high = 100;
  for (;;) {
    int mid = (low + high) / 2; char reply[4];
    printf("%d\\n", mid); fflush(stdout);
    if (scanf("%3s", reply) != 1) return 0;
    if (reply[0] == '=') return 0;
    if (reply[0] == '<') low = mid + 1; else high = mid - 1;
  }
}
`,
  linear: `#include <stdio.h>
int main(void) {
  for (int g = 1; g <= 100; g++) { char reply[4]; printf("%d\\n", g); fflush(stdout);
    if (scanf("%3s", reply) != 1 || reply[0] == '=') return 0; }
  return 0;
}
`,
  crashAfterWrongGuess: `#include <stdio.h>
int main(void) {
  char reply[4]; printf("1\\n"); fflush(stdout);
  if (scanf("%3s", reply) == 1) { volatile int *p = 0; *p = 1; }
  return 0;
}
`,
};
