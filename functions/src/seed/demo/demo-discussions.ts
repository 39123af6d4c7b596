/** The demo board (docs/demo-data.md): an admin's pinned welcome and a student's solution. */
export interface DemoDiscussion {
  author: string;
  /** A seeded category's name. */
  category: string;
  problemId: string | null;
  title: string;
  description: string;
  content: string;
  topPriority: boolean;
}

export const demoDiscussions: readonly DemoDiscussion[] = [
  {
    author: 'root',
    category: '综合',
    problemId: null,
    title: '欢迎来到讨论区',
    description: '发帖前请先读一读：讨论区的用途和规矩',
    content: [
      '# 欢迎来到讨论区',
      '',
      '- **求助**：贴出思路和出错的数据，而不只是代码。',
      '- **题解**：在题目的讨论页发帖，标题会带上题号。',
      '- 看到不当内容，请点「举报」。',
    ].join('\n'),
    topPriority: true,
  },
  {
    author: 'student1',
    category: '题解',
    problemId: 'P1000',
    title: 'A+B Problem 题解：小心 32 位溢出',
    description: '两个数都可能接近 $2^{31}$，和要用 64 位整数保存',
    content: [
      '两个加数都可能接近 $2^{31}-1$，它们的和会超出 `int` 的范围。',
      '',
      '```cpp',
      '#include <cstdio>',
      'int main() {',
      '  long long a, b;',
      '  scanf("%lld %lld", &a, &b);',
      '  printf("%lld\\n", a + b);',
      '}',
      '```',
    ].join('\n'),
    topPriority: false,
  },
];
