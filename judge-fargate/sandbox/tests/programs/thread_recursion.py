# A+B through a recursion 200,000 deep, in a thread with a 64 MiB stack: the usual way to recurse
# deeply in Python. It needs the runtime to start one thread of the program's own.
import sys
import threading


def depth(n):
    return 0 if n == 0 else depth(n - 1) + 1


def main():
    a, b = map(int, sys.stdin.read().split())
    print(a + b + depth(200000) - 200000)


sys.setrecursionlimit(1 << 20)
threading.stack_size(64 * 1024 * 1024)
worker = threading.Thread(target=main)
worker.start()
worker.join()
