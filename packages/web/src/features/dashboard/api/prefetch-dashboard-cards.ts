import type { NewsSummary } from '@pulse/shared/contracts/news';
import { isAdmin } from '@pulse/shared/domain/roles';
import { tileImageSources } from '../../../components/news-banner/news-banner';
import { getMeQueryOptions } from '../../../lib/current-employee';
import { queryClient } from '../../../lib/query-client';
import { attendanceTodayQueryOptions } from './get-attendance-today';
import { dashboardNewsQueryOptions, FIRST_ROW_TILES } from './get-dashboard-news';
import { employeeCountsQueryOptions } from './get-employee-counts';
import { getLeaveSummaryQueryOptions } from './get-leave-summary';
import { myWeekQueryOptions } from './get-my-week';
import { policiesToAcknowledgeQueryOptions } from './get-policies-to-acknowledge';
import { upcomingAppraisalsQueryOptions } from './get-upcoming-appraisals';
import { upcomingBirthdaysQueryOptions } from './get-upcoming-birthdays';
import { workWeekQueryOptions } from './get-work-week';

// The first row's banners, fetched as soon as the list names them rather than once the tiles have
// rendered; the tiles' <img> (same sources, so the same choice of copy) then find them in the cache.
const preloadBanners = (items: NewsSummary[]) => {
  for (const item of items) {
    if (item.bannerUrl === null) continue;
    const { src, srcSet } = tileImageSources(item.bannerUrl, item.bannerTileUrl);
    const image = new Image();
    image.fetchPriority = 'high';
    if (srcSet) image.srcset = srcSet;
    image.src = src;
  }
};

// The router starts this when /dashboard opens, while the screen's chunks are still loading: the cards'
// requests leave as soon as the session is known, instead of after the shell and every card have
// rendered, a chain at whose end the news tiles' banner (the page's largest paint) used to wait
// (hardening issue, section 5: Lighthouse). Only a signed-in employee's cards, and the administrators'
// only for an administrator, so nobody is sent a request they would be refused. The cards read the
// same queries, so nothing is asked twice.
export const prefetchDashboardCards = async () => {
  const me = await queryClient.ensureQueryData(getMeQueryOptions());
  if (!me) return;
  const everyones = [
    queryClient.prefetchQuery(getLeaveSummaryQueryOptions()),
    queryClient
      .fetchQuery(dashboardNewsQueryOptions())
      .then((list) => preloadBanners(list.items.slice(0, FIRST_ROW_TILES)))
      .catch(() => undefined),
    queryClient.prefetchQuery(myWeekQueryOptions()),
    queryClient.prefetchQuery(policiesToAcknowledgeQueryOptions()),
  ];
  const administrators = isAdmin(me.roleId)
    ? [
        queryClient.prefetchQuery(employeeCountsQueryOptions()),
        queryClient.prefetchQuery(attendanceTodayQueryOptions()),
        queryClient.prefetchQuery(workWeekQueryOptions()),
        queryClient.prefetchQuery(upcomingAppraisalsQueryOptions()),
        queryClient.prefetchQuery(upcomingBirthdaysQueryOptions()),
      ]
    : [];
  await Promise.all([...everyones, ...administrators]);
};
