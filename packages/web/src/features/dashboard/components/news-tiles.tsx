import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { NEWS_LIMITS, type NewsSummary } from '@pulse/shared/contracts/news';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { paths } from '@pulse/shared/paths';
import { dashboardPulseTexts, newsPulseTexts } from '@pulse/shared/spec-texts';
import { Link } from 'react-router';
import { BANNER_ASPECT, clampLines, NewsBanner } from '../../../components/news-banner/news-banner';
import { FIRST_ROW_TILES, useDashboardNews } from '../api/get-dashboard-news';
import { DashboardCard } from './dashboard-card';

const tileGrid = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

// Every tile keeps room for its longest title and excerpt, so a row's height is known before the
// news arrives and the skeleton below can hold exactly that room (no layout shift).
const titleSx = { fontWeight: 600, ...clampLines(2), minHeight: '2lh' } as const;
const excerptSx = { ...clampLines(3), minHeight: '3lh' } as const;

// spec A §2: banner, title, entry date as DD-MMM-YYYY and the description without markup, clamped;
// the tile opens the update.
const NewsTile = ({ item, index }: { item: NewsSummary; index: number }) => (
  <Card component="li" variant="outlined" sx={{ minWidth: 0 }}>
    <CardActionArea
      component={Link}
      to={paths.newsDetails.getHref(item.id)}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
    >
      <NewsBanner
        isLazy={index >= FIRST_ROW_TILES}
        isUrgent={index === 0}
        url={item.bannerUrl}
        tileUrl={item.bannerTileUrl}
      />
      <CardContent sx={{ flex: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={titleSx}>
          {item.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
          {formatDayMonthYear(item.entryDate)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={excerptSx}>
          {item.excerpt}
        </Typography>
      </CardContent>
    </CardActionArea>
  </Card>
);

// As many tiles as the dashboard shows, each the shape of a real one, line for line.
const skeletonTiles = Array.from({ length: NEWS_LIMITS.dashboardTiles }, (_, tile) => `tile-${tile}`);
const TileSkeletons = () => (
  <Box sx={tileGrid}>
    {skeletonTiles.map((tile) => (
      <Card key={tile} variant="outlined">
        <Skeleton variant="rectangular" sx={{ aspectRatio: `${BANNER_ASPECT} / 1`, height: 'auto' }} />
        <CardContent>
          <Typography variant="subtitle1" sx={titleSx}>
            <Skeleton width="80%" />
          </Typography>
          <Typography variant="caption" component="p" sx={{ mb: 0.5 }}>
            <Skeleton width="40%" />
          </Typography>
          <Typography variant="body2" sx={excerptSx}>
            <Skeleton />
            <Skeleton width="60%" />
          </Typography>
        </CardContent>
      </Card>
    ))}
  </Box>
);

// spec A §2 News and Update tiles (everyone): at most 8, the newest published first; View All goes to
// the administrators' list or everyone's.
export const NewsTiles = ({ isAdmin }: { isAdmin: boolean }) => {
  const news = useDashboardNews();
  return (
    <DashboardCard
      title={dashboardPulseTexts.newsHeading}
      query={news}
      skeleton={<TileSkeletons />}
      isEmpty={(list) => list.items.length === 0}
      emptyText={dashboardPulseTexts.noNews}
      action={
        <Button component={Link} to={isAdmin ? paths.news.getHref() : paths.newsList.getHref()} size="small">
          {newsPulseTexts.viewAll}
        </Button>
      }
    >
      {(list) => (
        <Box component="ul" sx={tileGrid}>
          {list.items.slice(0, NEWS_LIMITS.dashboardTiles).map((item, index) => (
            <NewsTile key={item.id} item={item} index={index} />
          ))}
        </Box>
      )}
    </DashboardCard>
  );
};
