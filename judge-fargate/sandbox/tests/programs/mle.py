# memory_limit: a list that grows forever.
grow = []
while True:
    grow.append([0] * 100000)
