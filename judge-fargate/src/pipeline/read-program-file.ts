import { constants } from 'node:fs';
import { open } from 'node:fs/promises';

/**
 * Reads a file the program wrote in its folder, refusing anything but a regular file reached without
 * following a symlink: the judge reads as root, and a program must not point it at the answers or at
 * /etc/shadow. Missing is an empty output; at most `maxBytes` are read.
 */
export async function readProgramFile(path: string, maxBytes: number): Promise<string> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      if (error.code === 'ELOOP') throw new ForbiddenProgramFile(path, 'is a symbolic link');
      throw error;
    },
  );
  if (!handle) return '';
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new ForbiddenProgramFile(path, 'is not a regular file');
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** The program left something other than a plain file where its output should be. */
export class ForbiddenProgramFile extends Error {
  constructor(path: string, why: string) {
    super(`${path} ${why}`);
    this.name = 'ForbiddenProgramFile';
  }
}
