/** Secrets of a local installation, kept in `.data/secrets.json` (git-ignored, mode 600). */
export interface LocalSecrets {
  adminPassword: string;
  jwtSecret: string;
}
/**
 * Reads the secrets file, creating it on first start. The admin password comes from
 * `OJ_ADMIN_PASSWORD` when set (it only matters the first time: the account is seeded once).
 */
export declare function loadLocalSecrets(file: string): {
  secrets: LocalSecrets;
  created: boolean;
};
