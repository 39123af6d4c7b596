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
