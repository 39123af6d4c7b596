/** A+B in every language the judge knows, and the wrong and hostile variants the tests submit. */
export const aPlusB: Record<string, string> = {
  C: '#include <stdio.h>\nint main(void){long a,b;scanf("%ld %ld",&a,&b);printf("%ld\\n",a+b);return 0;}\n',
  'C++': '#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  'C++ 17 With O2':
    '#include <bits/stdc++.h>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}\n',
  Java: 'import java.util.*;\npublic class Main{public static void main(String[] x){Scanner s=new Scanner(System.in);long a=s.nextLong(),b=s.nextLong();System.out.println(a+b);}}\n',
  Python3: 'a, b = map(int, input().split())\nprint(a + b)\n',
  Python2: 'a, b = map(int, raw_input().split())\nprint a + b\n',
  'JavaScript Node':
    "const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);\nconsole.log(a + b);\n",
};

const cMain = (body: string, includes = '') =>
  `#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n${includes}\nint main(void){long a,b;if(scanf("%ld %ld",&a,&b)!=2)return 9;${body}return 0;}\n`;

/** Programs whose verdict on A+B is known, one per behaviour. */
export const behaviours = {
  wrongAnswer: {
    language: 'C++',
    code: '#include <iostream>\nint main(){long a,b;std::cin>>a>>b;std::cout<<a+b+1<<"\\n";}\n',
  },
  presentationError: { language: 'C', code: cMain('printf("%ld \\n\\n %ld\\n", (a+b)/10, (a+b)%10);') },
  compileError: { language: 'C++', code: 'int main() { return undefined_name; }\n' },
  compilerBomb: { language: 'C', code: '#include </dev/zero>\nint main(void){return 0;}\n' },
  cpuLoop: { language: 'C', code: cMain('volatile unsigned long x=0; for(;;) x++;') },
  sleeping: { language: 'C', code: cMain('sleep(30);', '#include <unistd.h>') },
  mallocTouch: {
    language: 'C',
    code: cMain('char *p=malloc(400u<<20); if(!p) return 1; memset(p,1,400u<<20); printf("%d\\n",p[12345]);'),
  },
  cppVector: {
    language: 'C++',
    code: '#include <vector>\n#include <cstdio>\nint main(){std::vector<long> v; for(long i=0;;i++) v.push_back(i); printf("%zu", v.size());}\n',
  },
  javaArray: {
    language: 'Java',
    code: 'public class Main{public static void main(String[] x){java.util.List<long[]> l=new java.util.ArrayList<>();while(true)l.add(new long[1<<20]);}}\n',
  },
  pythonList: { language: 'Python3', code: 'x = []\nwhile True:\n    x.append([0] * 100000)\n' },
  segfault: { language: 'C', code: cMain('int *p=(int*)16; *p=(int)a;') },
  divisionByZero: { language: 'C', code: cMain('volatile long z=a-a; printf("%ld\\n", b/z);') },
  uncaughtJava: {
    language: 'Java',
    code: 'public class Main{public static void main(String[] x){throw new RuntimeException("boom");}}\n',
  },
  uncaughtPython: { language: 'Python3', code: 'raise ValueError("boom")\n' },
  nonZeroExit: { language: 'C', code: cMain('printf("%ld\\n",a+b); return 3;') },
  stackOverflow: {
    language: 'C',
    code: 'int f(int n){volatile char pad[256]; pad[0]=(char)n; return f(n+1)+pad[0];}\nint main(void){return f(1);}\n',
  },
  outputFlood: {
    language: 'C',
    code: cMain('for(;;) puts("flood flood flood flood flood flood flood flood");'),
  },
} as const;

/** The same behaviours in the managed languages: a wrong sum, an endless loop, an uncaught error. */
export const managedBehaviours: Record<
  string,
  { wrongAnswer: string; cpuLoop: string; uncaught: string; memory?: string }
> = {
  Java: {
    wrongAnswer: 'public class Main{public static void main(String[] x){System.out.println(-1);}}\n',
    cpuLoop: 'public class Main{public static void main(String[] x){long i=0;while(true)i++;}}\n',
    uncaught: behaviours.uncaughtJava.code,
  },
  Python3: {
    wrongAnswer: 'print(-1)\n',
    cpuLoop: 'while True:\n    pass\n',
    uncaught: 'print(1 // 0)\n',
  },
  Python2: {
    wrongAnswer: 'print -1\n',
    cpuLoop: 'while True:\n    pass\n',
    uncaught: 'print 1 / 0\n',
    memory: 'x = []\nwhile True:\n    x.append([0] * 100000)\n',
  },
  'JavaScript Node': {
    wrongAnswer: 'console.log(-1);\n',
    cpuLoop: 'for (;;) {}\n',
    uncaught: "throw new Error('boom');\n",
    memory: 'const x = []; for (;;) x.push(new Array(100000).fill(1));\n',
  },
};

/** Hostile programs: each prints "blocked" when the attack failed, so Accepted proves the sandbox held. */
export const hostile = {
  readShadow: cMain(
    'FILE *f=fopen("/etc/shadow","r"); if(f){char l[200]; if(fgets(l,200,f)) printf("%s",l); return 0;} printf("blocked\\n");',
  ),
  readAnswers: (answerPath: string) =>
    cMain(
      `FILE *f=fopen("${answerPath}","r"); if(f){char l[200]; if(fgets(l,200,f)) printf("%s",l); return 0;} printf("blocked\\n");`,
    ),
  /** Reads the source in the other slot's build folder, found from where its own binary lives. */
  readOtherSlot: (slotsDir: string, processIndex: number) =>
    cMain(
      `char self[512]; ssize_t n=readlink("/proc/self/exe",self,511); if(n<0) return 2; self[n]=0; ` +
        `const char *other = strstr(self, "/slots/${processIndex}-0/") ? "${slotsDir}/${processIndex}-1/build/main.c" : "${slotsDir}/${processIndex}-0/build/main.c"; ` +
        `FILE *f=fopen(other,"r"); if(f){char l[200]; if(fgets(l,200,f)) printf("%s",l); return 0;} printf("blocked\\n");`,
      '#include <unistd.h>',
    ),
  writeOutside: cMain(
    'FILE *f=fopen("/tmp/oj-escape.txt","w"); if(f){fputs("escaped",f); fclose(f); printf("escaped\\n"); return 0;} printf("blocked\\n");',
  ),
  environment: cMain(
    'extern char **environ; for(char **e=environ;*e;e++){ if(!strncmp(*e,"AWS_",4)||!strncmp(*e,"ECS_",4)||!strncmp(*e,"JWT",3)){printf("leak %s\\n",*e);return 0;} } printf("blocked\\n");',
  ),
  forkBomb: cMain('for(;;) fork();', '#include <unistd.h>'),
  killEverything: cMain('kill(-1, SIGKILL); printf("blocked\\n");', '#include <signal.h>'),
  socketToLoopback: cMain(
    'int s=socket(AF_INET,SOCK_STREAM,0); struct sockaddr_in ad={0}; ad.sin_family=AF_INET; ad.sin_port=htons(8080); ad.sin_addr.s_addr=htonl(0x7f000001); if(s>=0 && connect(s,(void*)&ad,sizeof ad)==0){printf("connected\\n");return 0;} printf("blocked\\n");',
    '#include <sys/socket.h>\n#include <netinet/in.h>\n#include <arpa/inet.h>',
  ),
  ptrace: cMain(
    'if(ptrace(PTRACE_TRACEME,0,0,0)==0){printf("traced\\n");return 0;} printf("blocked\\n");',
    '#include <sys/ptrace.h>',
  ),
};
