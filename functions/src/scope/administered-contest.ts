import type { ErrorName } from '../frame/error-catalogue';
import type { Viewer } from '../policy/viewer';
import { applyScopeNeed } from './apply-scope-need';
import { readContestScope, type ContestScope } from './open-scope';

/**
 * Contest `cid`, read as the last write left it, once the viewer administers it (`administer`, in
 * the area's own words when `refusal` names some): for an admin call that names its contest some
 * other way than a top-level `cid` (the edit form's `id`, an announcement's contest), which its route
 * cannot open. A route whose call names the contest by `cid` declares `administer` instead.
 */
export async function administeredContest(
  cid: number,
  viewer: Viewer,
  refusal?: ErrorName,
): Promise<ContestScope> {
  const scope = await readContestScope(cid, null, viewer, true);
  applyScopeNeed({ need: 'administer', refusal }, viewer, scope);
  return scope;
}
