import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LocalStackError } from './local-error';

/** Secrets of a local installation, kept in `.data/secrets.json` (git-ignored, mode 600). */
export interface LocalSecrets {
  adminPassword: string;
  jwtSecret: string;
  /** Asked for by /_outbox, which shows register codes and reset links; one per data folder. */
  outboxToken: string;
}

function generatedPassword(): string {
  // 16 characters from an alphabet without look-alikes, inside the spec's 6-20 password rule.
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  return Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

const generatedToken = () => randomBytes(24).toString('base64url');

function write(file: string, secrets: LocalSecrets): void {
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  // The mode given to writeFileSync applies only when the file is created.
  chmodSync(file, 0o600);
}

/**
 * Reads the secrets file, creating it on first start. The admin password comes from
 * `OJ_ADMIN_PASSWORD` when set (it only matters the first time: the account is seeded once). A file
 * from before the outbox token gets one added.
 */
export function loadLocalSecrets(file: string): { secrets: LocalSecrets; created: boolean } {
  if (existsSync(file)) {
    let parsed: Partial<LocalSecrets>;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LocalSecrets>;
      if (typeof parsed.adminPassword !== 'string' || typeof parsed.jwtSecret !== 'string') {
        throw new Error('missing adminPassword or jwtSecret');
      }
    } catch (error) {
      throw new LocalStackError(
        `${file} is damaged (${(error as Error).message}). Wipe the local data with \`npm run reset\`.`,
      );
    }
    const secrets: LocalSecrets = {
      adminPassword: parsed.adminPassword,
      jwtSecret: parsed.jwtSecret,
      outboxToken: typeof parsed.outboxToken === 'string' ? parsed.outboxToken : generatedToken(),
    };
    if (secrets.outboxToken !== parsed.outboxToken) write(file, secrets);
    else chmodSync(file, 0o600);
    return { secrets, created: false };
  }
  const secrets: LocalSecrets = {
    adminPassword: process.env.OJ_ADMIN_PASSWORD || generatedPassword(),
    jwtSecret: randomBytes(48).toString('base64url'),
    outboxToken: generatedToken(),
  };
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  write(file, secrets);
  return { secrets, created: true };
}
