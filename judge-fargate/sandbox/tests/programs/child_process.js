// seccomp_violation: spawning a process from Node.
require('child_process').execSync('echo escaped');
console.log('spawned');
