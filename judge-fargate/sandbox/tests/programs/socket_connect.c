/* Opens a TCP connection to 127.0.0.1: seccomp_violation under native; under compiler the socket is
   refused, so it prints "refused" and exits 1. Prints "connected" and exits 42 if it got through. */
#include <arpa/inet.h>
#include <stdio.h>
#include <sys/socket.h>

int main(void) {
  int fd = socket(AF_INET, SOCK_STREAM, 0);
  struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons(80)};
  inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
  if (fd < 0 || connect(fd, (struct sockaddr *)&address, sizeof(address)) != 0) {
    puts("refused");
    return 1;
  }
  puts("connected");
  return 42;
}
