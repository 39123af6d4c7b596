# ok: reads A and B, prints A+B.
a, b = map(int, input().split())
print(a + b)
