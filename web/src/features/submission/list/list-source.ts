import type { ReactNode } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { CallResponse } from '@oj/shared/api/define-call';
import type { getSubmissionList, SubmissionRow } from '@oj/shared/api/submission';
import type { StatusMap } from './status-poller';
import type { StatusSearch, SubmissionListQuery } from './status-search';

export type SubmissionPage = CallResponse<typeof getSubmissionList>;

/**
 * Where a submission list reads its rows and their statuses, and whose rows it shows. The status
 * page reads the site's list; a contest's submissions tab hands in its own calls and rules, so both
 * draw the same filters, table, cards, polling and pager.
 */
export interface SubmissionListSource {
  /** The list's heading. */
  heading: string;
  /** One page of rows for the URL's filters. */
  pageQuery: (query: SubmissionListQuery) => UseQueryOptions<SubmissionPage, Error, SubmissionPage, QueryKey>;
  /** The status poll of the page's non-final rows. */
  checkStatus: (submitIds: number[]) => Promise<StatusMap>;
  /** Whether the rows are the viewer's own, for the URL's `onlyMine` or its absence. */
  onlyMine: (search: StatusSearch) => boolean;
  /** Whether the viewer may switch between their own rows and everyone's. */
  showMineSwitch: boolean;
  /** The pager's words for the total; a list that does not count its rows exactly says nothing. */
  totalText?: (total: number) => string;
  /** An action of the list's owner for a row (a contest's exam lock release), or null for none. */
  rowAction?: (row: SubmissionRow) => ReactNode;
}
