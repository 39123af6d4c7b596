/** Structured JSON logs, one line per entry, each carrying the request id. */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

const levelRank: Record<LogLevel | 'silent', number> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
  silent: 99,
};

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'info') as keyof typeof levelRank;
  return levelRank[configured] ?? levelRank.info;
}

export function createLogger(
  base: Record<string, unknown>,
  write: (line: string) => void = console.log,
): Logger {
  const emit =
    (level: LogLevel) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      if (levelRank[level] < threshold()) return;
      write(JSON.stringify({ time: new Date().toISOString(), level, message, ...base, ...fields }));
    };
  return { debug: emit('debug'), info: emit('info'), warn: emit('warn'), error: emit('error') };
}
