# A TCP connection to 127.0.0.1: under managed the socket is refused (PermissionError, exit 1).
import socket

socket.create_connection(("127.0.0.1", 80))
print("connected")
