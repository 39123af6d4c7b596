import { useCallback, useEffect, useState } from 'react';
import type { SubmissionRow } from '@oj/shared/api/submission';
import { fetchSubmissionsStatus } from '../api/check-submissions-status';
import { startStatusPoller, type StatusMap } from './status-poller';

/**
 * The rows of a list page kept up to date by the status poll (`check`: the site's status call, or a
 * contest's). `replaceRow` puts in a row a judge call answered (rejudge, manual judge, cancel) and
 * starts the poll afresh, with a new budget.
 */
export function useLiveSubmissionRows(
  pageRows: readonly SubmissionRow[],
  check: (submitIds: number[]) => Promise<StatusMap> = fetchSubmissionsStatus,
) {
  const [state, setState] = useState({ pageRows, rows: [...pageRows], generation: 0 });
  // A new page from the server replaces whatever the poll had written.
  if (state.pageRows !== pageRows) setState({ pageRows, rows: [...pageRows], generation: 0 });

  const { rows, generation } = state;
  useEffect(
    () =>
      startStatusPoller({
        rows,
        check,
        onRows: (next) => setState((previous) => ({ ...previous, rows: next })),
      }),
    // Restart only for a new page or a replaced row, not for the poll's own updates of `rows`.
    [pageRows, generation],
  );

  const replaceRow = useCallback((row: SubmissionRow) => {
    setState((previous) => ({
      ...previous,
      rows: previous.rows.map((old) => (old.submitId === row.submitId ? row : old)),
      generation: previous.generation + 1,
    }));
  }, []);

  return { rows, replaceRow };
}
