// memory_limit: an array of filled arrays that grows forever.
const keep = [];
for (;;) keep.push(new Array(1 << 20).fill(1));
