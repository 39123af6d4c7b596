import { localLanguageCatalogue } from '@oj/shared';
import { setLanguageAvailability } from '@oj/functions/judging';
import { availableLanguages, judgeLanguages } from '../languages/language-table';
import { proveLanguages, type LanguageProof } from '../languages/prove-languages';
import type { SlotWorkspace } from '../pipeline/slot-workspace';
import type { WorkerLog } from './worker-log';

/**
 * Proves which installed languages this host judges correctly as a slot user, and records the answer
 * for every language of the site's catalogue: only what was proven is offered (`GET /api/languages`
 * reports it as `available`), so a submission never waits for a judge that cannot run it. Each
 * refused language is logged with its reason.
 */
export async function publishLanguages(workspaces: SlotWorkspace[], log: WorkerLog): Promise<LanguageProof> {
  const proof = await proveLanguages(
    availableLanguages(),
    judgeLanguages.map((language) => language.name),
    workspaces,
  );
  for (const language of localLanguageCatalogue) {
    await setLanguageAvailability(language, proof.proven.has(language.name));
  }
  for (const [name, reason] of proof.refused) log('warn', `language not offered: ${name}`, { reason });
  return proof;
}
