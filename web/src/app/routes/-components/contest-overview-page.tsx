import { ContestOverview } from '../../../features/contest/overview/contest-overview';

/** /contest/:contestID: the overview tab. */
export function ContestOverviewPage() {
  return <ContestOverview />;
}
