import { existsSync, rmSync } from 'node:fs';
import { defaultDataDir } from './paths';

/** `npm run reset`: wipes local data; the next start seeds anew with a new admin password. */
const dataDir = defaultDataDir();
if (existsSync(dataDir)) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log(`Removed ${dataDir}. The next \`npm start\` seeds a fresh site.`);
} else {
  console.log(`Nothing to remove: ${dataDir} does not exist.`);
}
