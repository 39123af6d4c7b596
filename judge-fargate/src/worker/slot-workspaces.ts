import { join } from 'node:path';
import { SlotWorkspace } from '../pipeline/slot-workspace';
import type { UidBlock } from './uid-block';

/**
 * One workspace per sandbox slot, each with the identities of this worker's uid block (uid-block.ts
 * does the arithmetic): slot s runs programs as `uids.programUid(s)` and checkers as
 * `uids.checkerUid(s)`. Each identity's gid equals its uid, so it is alone in its group and the
 * group permissions a workspace grants reach that one identity. The folder is named by process index
 * and slot, so workers sharing a scratch folder never share a slot folder.
 */
export function slotWorkspaces(
  slotsFolder: string,
  processIndex: number,
  slots: number,
  uids: UidBlock,
): SlotWorkspace[] {
  return Array.from({ length: slots }, (_, slot) => {
    const programUid = uids.programUid(slot);
    const checkerUid = uids.checkerUid(slot);
    return new SlotWorkspace(
      join(slotsFolder, `${processIndex}-${slot}`),
      programUid,
      programUid,
      checkerUid,
      checkerUid,
    );
  });
}
