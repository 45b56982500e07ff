import NewspaperOutlinedIcon from '@mui/icons-material/NewspaperOutlined';
import Box from '@mui/material/Box';
import { useState } from 'react';

// Banners are cut at 3:1 (the crop dialog's aspect), so every tile and the detail keep one shape.
// Shared by the news screens and the dashboard's tiles (features never import each other).
export const BANNER_ASPECT = 3;

// A news tile's text that stops after a number of lines with an ellipsis (spec A §2: clamped).
export const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitBoxOrient: 'vertical',
    WebkitLineClamp: lines,
    overflow: 'hidden',
  }) as const;

// Tiles read the banner's small copy (640 px) on ordinary screens and the banner itself where pixels
// are twice as dense (phones, HiDPI): the dashboard's largest paint was a 1600 px banner shown 300 px wide.
export const tileImageSources = (url: string, tileUrl: string | null) =>
  tileUrl ? { src: tileUrl, srcSet: `${tileUrl} 1x, ${url} 2x` } : { src: url };

type NewsBannerProps = {
  url: string | null;
  // Set on tiles: the small copy (NewsSummary.bannerTileUrl).
  tileUrl?: string | null;
  // Tiles below the first row load theirs as they scroll into view; the detail and the first row at once.
  isLazy?: boolean;
  // The first tile's banner is the dashboard's largest paint: fetched ahead of scripts and the rest.
  isUrgent?: boolean;
};

// spec A §2: the update's banner, or a default image where it has none (or it cannot be loaded). The
// banner is decoration beside the title, so it has an empty alt.
export const NewsBanner = ({ url, tileUrl = null, isLazy = false, isUrgent = false }: NewsBannerProps) => {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame = { display: 'block', width: '100%', aspectRatio: `${BANNER_ASPECT} / 1` } as const;
  if (url === null || failedUrl === url) {
    return (
      <Box
        aria-hidden
        sx={{
          ...frame,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
          color: 'text.secondary',
        }}
      >
        <NewspaperOutlinedIcon sx={{ fontSize: 48 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      {...tileImageSources(url, tileUrl)}
      alt=""
      loading={isLazy ? 'lazy' : undefined}
      fetchPriority={isUrgent ? 'high' : undefined}
      onError={() => setFailedUrl(url)}
      sx={{ ...frame, objectFit: 'cover', bgcolor: 'action.hover' }}
    />
  );
};
