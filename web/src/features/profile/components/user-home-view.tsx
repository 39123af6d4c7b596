import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/ui/card';
import { userHomeInfoQueryOptions, type UserRef } from '../api/get-user-home-info';
import { ProfileCard } from './profile-card';
import { ProfileTabs } from './profile-tabs';
import { RankTierPanel } from './rank-tier-panel';
import { StatTiles } from './stat-tiles';
import { SubmissionHeatmap } from './submission-heatmap';

/** The user home of spec §2: who the user is on the left, their numbers and work on the right. */
export function UserHomeView({ user }: { user: UserRef }) {
  const query = useQuery(userHomeInfoQueryOptions(user));
  const info = query.data;
  if (!info) {
    return query.isError ? (
      <EmptyState text={query.error.message} />
    ) : (
      <div className="h-64 animate-pulse rounded-xl bg-slate-100" />
    );
  }
  // The heatmap asks by uid once it is known, so it shares one cache entry however the page was named.
  const byUid = { uid: info.uid };
  return (
    <div className="grid gap-6 lg:grid-cols-[300px_1fr]" data-testid="user-home">
      <div className="space-y-6">
        <ProfileCard info={info} />
      </div>
      <div className="min-w-0 space-y-6">
        <StatTiles info={info} />
        <RankTierPanel tier={info.rankTier} />
        <SubmissionHeatmap user={byUid} />
        <ProfileTabs info={info} onRefresh={() => void query.refetch()} refreshing={query.isFetching} />
      </div>
    </div>
  );
}
