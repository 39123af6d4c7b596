/**
 * The one place where the TypeScript contract meets the runner's wire format: a RunnerConfig becomes
 * the command line documented in sandbox/runner.h, and the runner's JSON line becomes a RunResult.
 */
import {
  runStatuses,
  type RunResult,
  type RunStatus,
  type RunnerConfig,
  type StdioSource,
} from './runner-contract';

export class RunnerOutputError extends Error {
  override name = 'RunnerOutputError';
}

function stdioArg(source: StdioSource): string {
  return 'fd' in source ? `fd:${source.fd}` : source.path;
}

function optional(flag: string, value: number | undefined): string[] {
  return value === undefined ? [] : [flag, String(value)];
}

/** The runner's argv (without the binary itself) for one run. */
export function toRunnerArgs(config: RunnerConfig): string[] {
  const args = [
    '--profile',
    config.profile,
    '--uid',
    String(config.uid),
    '--gid',
    String(config.gid),
    '--cwd',
    config.workDir,
    '--wall-ms',
    String(config.wallLimitMs),
    ...optional('--cpu-ms', config.cpuLimitMs),
    ...optional('--memory-kb', config.memoryLimitKb),
    ...optional('--address-space-kb', config.addressSpaceKb),
    ...optional('--stack-kb', config.stackKb),
    ...optional('--output-kb', config.outputLimitKb),
    ...optional('--max-open-files', config.maxOpenFiles),
    ...optional('--max-processes', config.maxProcesses),
  ];
  if (config.stdin) args.push('--stdin', stdioArg(config.stdin));
  if (config.stdout) args.push('--stdout', stdioArg(config.stdout));
  if (config.stderr) args.push('--stderr', stdioArg(config.stderr));
  args.push(...optional('--stderr-keep-kb', config.stderrKeepKb));
  for (const pass of config.extraFds ?? []) args.push('--fd', `${pass.child}=${pass.runner}`);
  for (const [key, value] of Object.entries(config.env ?? {})) args.push('--env', `${key}=${value}`);
  for (const path of config.writablePaths ?? []) args.push('--writable', path);
  for (const path of config.readablePaths ?? []) args.push('--readable', path);
  if (config.cgroup === false) args.push('--cgroup', 'off');
  args.push('--', config.program, ...(config.args ?? []));
  return args;
}

function isRunStatus(value: unknown): value is RunStatus {
  return typeof value === 'string' && (runStatuses as readonly string[]).includes(value);
}

function numberField(record: Record<string, unknown>, key: string): number {
  const value = record[key];
  if (typeof value !== 'number') throw new RunnerOutputError(`runner result: ${key} is not a number`);
  return value;
}

function nullableField<T>(record: Record<string, unknown>, key: string, type: 'number' | 'string'): T | null {
  const value = record[key];
  if (value === null) return null;
  if (typeof value !== type) throw new RunnerOutputError(`runner result: ${key} is not a ${type} or null`);
  return value as T;
}

/** Parses and checks the runner's result line; throws RunnerOutputError on anything unexpected. */
export function parseRunResult(line: string): RunResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new RunnerOutputError(`runner result is not JSON: ${line.slice(0, 200)}`);
  }
  if (typeof parsed !== 'object' || parsed === null)
    throw new RunnerOutputError('runner result is not an object');
  const record = parsed as Record<string, unknown>;
  if (!isRunStatus(record.status))
    throw new RunnerOutputError(`runner result: unknown status ${String(record.status)}`);
  if (typeof record.cgroup !== 'boolean')
    throw new RunnerOutputError('runner result: cgroup is not a boolean');
  return {
    status: record.status,
    exitCode: nullableField<number>(record, 'exitCode', 'number'),
    signal: nullableField<number>(record, 'signal', 'number'),
    cpuTimeMs: numberField(record, 'cpuTimeMs'),
    wallTimeMs: numberField(record, 'wallTimeMs'),
    memoryKb: numberField(record, 'memoryKb'),
    cgroup: record.cgroup,
    cgroupMemoryPeakKb: nullableField<number>(record, 'cgroupMemoryPeakKb', 'number'),
    error: nullableField<string>(record, 'error', 'string'),
  };
}
