import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger, writeBySeverity, type LogLevel } from './logger';

function captured(base: Record<string, unknown> = {}) {
  const lines: { entry: Record<string, unknown>; level: LogLevel }[] = [];
  const logger = createLogger(base, (line, level) =>
    lines.push({ entry: JSON.parse(line) as Record<string, unknown>, level }),
  );
  return { logger, lines };
}

describe('the JSON logger', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('writes one JSON line with time, level, message, the base fields and the entry fields', () => {
    vi.stubEnv('LOG_LEVEL', 'info');
    const { logger, lines } = captured({ requestId: 'r-1' });
    logger.info('answered', { status: 200 });
    const [only, ...more] = lines;
    expect(more).toEqual([]);
    expect(only?.level).toBe('info');
    expect(only?.entry).toMatchObject({
      level: 'info',
      message: 'answered',
      requestId: 'r-1',
      status: 200,
    });
    expect(Number.isNaN(Date.parse(String(only?.entry.time)))).toBe(false);
  });

  it('drops entries below LOG_LEVEL, and everything when it is silent', () => {
    vi.stubEnv('LOG_LEVEL', 'warn');
    const { logger, lines } = captured();
    logger.debug('d');
    logger.info('i');
    logger.warn('w');
    logger.log('error', 'e');
    expect(lines.map((line) => line.entry.message)).toEqual(['w', 'e']);

    vi.stubEnv('LOG_LEVEL', 'silent');
    logger.error('hidden');
    expect(lines).toHaveLength(2);
  });

  it('reads an unset or unknown LOG_LEVEL as info', () => {
    vi.stubEnv('LOG_LEVEL', 'loud');
    const { logger, lines } = captured();
    logger.debug('d');
    logger.info('i');
    expect(lines.map((line) => line.entry.message)).toEqual(['i']);
  });

  it('lets the level passed as an argument write the same line as the named method', () => {
    vi.stubEnv('LOG_LEVEL', 'debug');
    const { logger, lines } = captured({ component: 'judge' });
    logger.log('debug', 'claimed', { submitId: 7 });
    logger.debug('claimed', { submitId: 7 });
    const [first, second] = lines.map(({ entry: { time: _time, ...rest } }) => rest);
    expect(first).toEqual(second);
    expect(first).toEqual({ level: 'debug', message: 'claimed', component: 'judge', submitId: 7 });
  });

  it('sends warnings and errors to standard error when written by severity', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const err = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    writeBySeverity('a', 'info');
    writeBySeverity('b', 'debug');
    writeBySeverity('c', 'warn');
    writeBySeverity('d', 'error');
    expect(out.mock.calls).toEqual([['a'], ['b']]);
    expect(err.mock.calls).toEqual([['c'], ['d']]);
  });
});
