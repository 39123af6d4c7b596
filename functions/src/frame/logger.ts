/**
 * Structured JSON logs, one line per entry: the API's handlers (each line carrying the request id)
 * and the judge worker (each line carrying `component: 'judge'`) both write through this one logger.
 * `LOG_LEVEL` (debug, info, warn, error, silent; info when unset) drops entries below it.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

export type LogFields = Record<string, unknown>;

const levelRank: Record<LogLevel | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  /** The same entries with the level as an argument, for code that passes one log function around. */
  log(level: LogLevel, message: string, fields?: LogFields): void;
}

/** Where a finished line goes. */
export type LogWriter = (line: string, level: LogLevel) => void;

/** Lambda: everything to standard output, which CloudWatch keeps. */
export const writeToStdout: LogWriter = (line) => console.log(line);

/** A long-running process (the judge worker): warnings and errors to standard error, the rest to output. */
export const writeBySeverity: LogWriter = (line, level) => {
  if (level === 'warn' || level === 'error') console.error(line);
  else console.log(line);
};

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'info') as keyof typeof levelRank;
  return levelRank[configured] ?? levelRank.info;
}

export function createLogger(base: LogFields, write: LogWriter = writeToStdout): Logger {
  const log = (level: LogLevel, message: string, fields: LogFields = {}): void => {
    if (levelRank[level] < threshold()) return;
    write(JSON.stringify({ time: new Date().toISOString(), level, message, ...base, ...fields }), level);
  };
  return {
    debug: (message, fields) => log('debug', message, fields),
    info: (message, fields) => log('info', message, fields),
    warn: (message, fields) => log('warn', message, fields),
    error: (message, fields) => log('error', message, fields),
    log,
  };
}
