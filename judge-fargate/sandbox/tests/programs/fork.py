# seccomp_violation: os.fork() creates a process.
import os

os.fork()
print("forked")
