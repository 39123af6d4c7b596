import { createRoute, redirect } from '@tanstack/react-router';
import { homeCarouselQueryOptions } from '../../features/home/api/get-home-carousel';
import { commonAnnouncementQueryOptions } from '../../features/home/api/get-common-announcement';
import { lastWeekSubmissionStatisticsQueryOptions } from '../../features/home/api/get-last-week-submission-statistics';
import { recentContestQueryOptions } from '../../features/home/api/get-recent-contest';
import { recentSevenAcRankQueryOptions } from '../../features/home/api/get-recent-seven-ac-rank';
import { recentUpdatedProblemQueryOptions } from '../../features/home/api/get-recent-updated-problem';
import { HomePage } from './-components/home-page';
import { rootRoute } from './root';

export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/home', search: location.search, replace: true });
  },
});

export const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/home',
  staticData: { titleKey: 'menu.home' },
  // Panels fail one by one (the API client has already said why); the page never waits on a failure.
  loader: ({ context: { queryClient } }) =>
    Promise.allSettled([
      queryClient.ensureQueryData(homeCarouselQueryOptions()),
      queryClient.ensureQueryData(commonAnnouncementQueryOptions(1)),
      queryClient.ensureQueryData(lastWeekSubmissionStatisticsQueryOptions()),
      queryClient.ensureQueryData(recentContestQueryOptions()),
      queryClient.ensureQueryData(recentSevenAcRankQueryOptions()),
      queryClient.ensureQueryData(recentUpdatedProblemQueryOptions()),
    ]),
  component: HomePage,
});
