import { localJudgeSource, type Language } from './language';

const cTemplate = `#include <stdio.h>

int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    printf("%d\\n", a + b);
    return 0;
}
`;

const cppTemplate = `#include <bits/stdc++.h>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

const javaTemplate = `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int a = in.nextInt(), b = in.nextInt();
        System.out.println(a + b);
    }
}
`;

const python3Template = `a, b = map(int, input().split())
print(a + b)
`;

const python2Template = `a, b = map(int, raw_input().split())
print a + b
`;

const javascriptTemplate = `const lines = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/);
console.log(Number(lines[0]) + Number(lines[1]));
`;

const goTemplate = `package main

import "fmt"

func main() {
    var a, b int
    fmt.Scan(&a, &b)
    fmt.Println(a + b)
}
`;

type Entry = Omit<Language, 'oj' | 'seq' | 'available'>;

const entries: Entry[] = [
  {
    id: 1,
    name: 'C',
    description: 'GCC -std=c11',
    contentType: 'text/x-csrc',
    codeTemplate: cTemplate,
    isSpj: true,
  },
  {
    id: 2,
    name: 'C With O2',
    description: 'GCC -std=c11 -O2',
    contentType: 'text/x-csrc',
    codeTemplate: cTemplate,
    isSpj: false,
  },
  {
    id: 3,
    name: 'C++',
    description: 'G++ -std=c++14',
    contentType: 'text/x-c++src',
    codeTemplate: cppTemplate,
    isSpj: true,
  },
  {
    id: 4,
    name: 'C++ With O2',
    description: 'G++ -std=c++14 -O2',
    contentType: 'text/x-c++src',
    codeTemplate: cppTemplate,
    isSpj: false,
  },
  {
    id: 5,
    name: 'C++ 17',
    description: 'G++ -std=c++17',
    contentType: 'text/x-c++src',
    codeTemplate: cppTemplate,
    isSpj: false,
  },
  {
    id: 6,
    name: 'C++ 17 With O2',
    description: 'G++ -std=c++17 -O2',
    contentType: 'text/x-c++src',
    codeTemplate: cppTemplate,
    isSpj: false,
  },
  {
    id: 7,
    name: 'C++ 20',
    description: 'G++ -std=c++20',
    contentType: 'text/x-c++src',
    codeTemplate: cppTemplate,
    isSpj: false,
  },
  {
    id: 8,
    name: 'C++ 20 With O2',
    description: 'G++ -std=c++20 -O2',
    contentType: 'text/x-c++src',
    codeTemplate: cppTemplate,
    isSpj: false,
  },
  {
    id: 9,
    name: 'Java',
    description: 'OpenJDK 17',
    contentType: 'text/x-java',
    codeTemplate: javaTemplate,
    isSpj: false,
  },
  {
    id: 10,
    name: 'Python3',
    description: 'Python 3',
    contentType: 'text/x-python',
    codeTemplate: python3Template,
    isSpj: false,
  },
  {
    id: 11,
    name: 'Python2',
    description: 'Python 2.7',
    contentType: 'text/x-python',
    codeTemplate: python2Template,
    isSpj: false,
  },
  {
    id: 12,
    name: 'JavaScript Node',
    description: 'Node.js',
    contentType: 'text/javascript',
    codeTemplate: javascriptTemplate,
    isSpj: false,
  },
  {
    id: 13,
    name: 'Golang',
    description: 'Go',
    contentType: 'text/x-go',
    codeTemplate: goTemplate,
    isSpj: false,
  },
  {
    id: 14,
    name: 'PyPy3',
    description: 'PyPy 3',
    contentType: 'text/x-python',
    codeTemplate: python3Template,
    isSpj: false,
  },
];

/**
 * The languages this site's own judge knows, in display order. Whether a worker has each one installed
 * is decided by the judge at start and written to the `available` flag.
 */
export const localLanguageCatalogue: Language[] = entries.map((entry, index) => ({
  ...entry,
  oj: localJudgeSource,
  seq: index + 1,
  available: true,
}));
