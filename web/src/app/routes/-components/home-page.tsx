import { useState } from 'react';
import { useSession } from '../../../features/account/session/use-session';
import { useWebsiteConfig } from '../../../features/site/api/get-website-config';
import { AnnouncementList } from '../../../features/home/components/announcement-list';
import { CountdownCard } from '../../../features/home/components/countdown-card';
import { FortuneCard } from '../../../features/home/components/fortune-card';
import { HomeCarousel } from '../../../features/home/components/home-carousel';
import { RecentAcRank } from '../../../features/home/components/recent-ac-rank';
import { RecentContests } from '../../../features/home/components/recent-contests';
import { RecentProblems } from '../../../features/home/components/recent-problems';
import { TrainingLinks } from '../../../features/home/components/training-links';
import { WeekSubmissionChart } from '../../../features/home/components/week-submission-chart';

/** The home page of spec §1: carousel, then the news column and the side column. */
export function HomePage() {
  const [now] = useState(() => new Date());
  const username = useSession()?.user.username ?? null;
  const { description } = useWebsiteConfig();
  return (
    <div className="space-y-6" data-testid="home-page">
      <HomeCarousel />
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <AnnouncementList />
          <TrainingLinks />
          <RecentContests />
          <RecentProblems />
        </div>
        <div className="space-y-6">
          <CountdownCard now={now} description={description} />
          <FortuneCard now={now} username={username} />
          <WeekSubmissionChart />
          <RecentAcRank />
        </div>
      </div>
    </div>
  );
}
