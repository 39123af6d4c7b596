import { createServer } from 'node:net';
import { LocalStackError } from './local-error';

/** Resolves when `port` can be bound on the loopback address, or rejects naming what holds it. */
export function ensurePortFree(port: number, purpose: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new LocalStackError(
              `Port ${port} (${purpose}) is already in use. Stop what holds it, or pick another port.`,
            )
          : error,
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** A port the OS says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** The preferred port when free, else any free one: fixed ports are handy, collisions are not. */
export async function preferredOrFreePort(preferred: number): Promise<number> {
  try {
    await ensurePortFree(preferred, '');
    return preferred;
  } catch {
    return freePort();
  }
}

const portTaken = /EADDRINUSE|Address already in use/;

/**
 * Starts a server on a port chosen just before, and again on a newly chosen one when something took
 * that port in between (a free port is only free until someone binds it: another stack starting at
 * the same moment, or an outgoing connection given it as its local port). Three tries.
 */
export async function startOnChosenPort<T>(
  choose: () => Promise<number>,
  start: (port: number) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(await choose());
    } catch (error) {
      const taken =
        error instanceof Error &&
        portTaken.test(`${error.message} ${String((error as NodeJS.ErrnoException).code)}`);
      if (!taken || attempt === 3) throw error;
    }
  }
}
