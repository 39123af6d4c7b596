import { chmodSync, mkdirSync, statSync } from 'node:fs';
import { LocalStackError } from './local-error';

/** Only the owner may list, read or enter the data folder. */
export const dataDirMode = 0o700;

/** What `secureDataDir` did: nothing to say, or the mode it tightened. */
export type DataDirCheck = { changed: false } | { changed: true; previousMode: number };

function octal(mode: number): string {
  return `0${(mode & 0o777).toString(8).padStart(3, '0')}`;
}

/**
 * Creates the data folder with mode 0700, or checks an existing one, at every start. It holds what a
 * judged program must never read: the test answers in the S3 emulator's files, DynamoDB Local's
 * database (password hashes, sessions, captcha answers, reset codes), the mail outbox and
 * secrets.json. Programs run as the sandbox's slot users, who cannot enter a 0700 folder of another
 * user, so nothing below it needs its own mode. A folder open to others is closed again (an older
 * start made it 0755); a folder owned by another user is refused: this process cannot vouch for it.
 */
export function secureDataDir(dir: string, uid = process.getuid?.()): DataDirCheck {
  try {
    mkdirSync(dir, { recursive: true, mode: dataDirMode });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTDIR') throw error;
  }
  const stat = statSync(dir);
  if (!stat.isDirectory()) {
    throw new LocalStackError(`The data folder ${dir} is not a folder. Move it away or set OJ_DATA_DIR.`);
  }
  if (uid !== undefined && stat.uid !== uid) {
    throw new LocalStackError(
      `The data folder ${dir} belongs to uid ${stat.uid}, but the stack runs as uid ${uid}: another ` +
        `user could read or replace its data. Run as its owner, change its owner (chown -R ${uid} ${dir}), ` +
        'or set OJ_DATA_DIR to a folder of your own.',
    );
  }
  if ((stat.mode & 0o777) === dataDirMode) return { changed: false };
  try {
    chmodSync(dir, dataDirMode);
  } catch (error) {
    throw new LocalStackError(
      `The data folder ${dir} has mode ${octal(stat.mode)} and could not be closed to other users ` +
        `(${(error as Error).message}). Run chmod 700 ${dir}.`,
    );
  }
  return { changed: true, previousMode: stat.mode & 0o777 };
}

/** The line a start prints when it had to close the folder. */
export function describeDataDirCheck(dir: string, check: DataDirCheck): string | undefined {
  return check.changed
    ? `The data folder ${dir} was open to other users (mode ${octal(check.previousMode)}); it is 0700 now.`
    : undefined;
}
