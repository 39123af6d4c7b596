import type { QueryClient } from '@tanstack/react-query';
import { adminGetProblemList } from '@oj/shared/api/admin-problem';
import { callKey } from '../../../../lib/call-query';
import type { AdminProblemRow } from '../admin-problem-row';

type Page = { records: AdminProblemRow[]; total: number };

/**
 * The server lists problems from a catalogue snapshot a function keeps for two seconds, so the list
 * read again right after a change may not show it yet. The pages on screen take the change from the
 * answer itself; the next read after the snapshot's seconds agrees with them.
 */
export function patchListedProblems(
  queryClient: QueryClient,
  change: (rows: AdminProblemRow[]) => AdminProblemRow[],
): void {
  queryClient.setQueriesData<Page>({ queryKey: callKey(adminGetProblemList) }, (page) => {
    if (!page) return page;
    const records = change(page.records);
    return { records, total: page.total - (page.records.length - records.length) };
  });
}
