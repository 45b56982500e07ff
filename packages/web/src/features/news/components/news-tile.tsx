import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { NewsSummary } from '@pulse/shared/contracts/news';
import { formatDayMonthYear } from '@pulse/shared/domain/display-format';
import { paths } from '@pulse/shared/paths';
import { newsPulseTexts } from '@pulse/shared/spec-texts';
import { Link as RouterLink } from 'react-router';
import { clampLines, NewsBanner } from '../../../components/news-banner/news-banner';

type NewsTileProps = {
  news: NewsSummary;
  // Administrators' tiles carry Edit and Delete (spec B §2).
  onDelete?: (news: NewsSummary) => void;
};

// spec A §2, B §2: banner (or the default image), title, entry date DD-MMM-YYYY and the description
// without markup, clamped; the tile opens the detail. Drafts are marked for administrators.
export const NewsTile = ({ news, onDelete }: NewsTileProps) => (
  <Card variant="outlined" component="li" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
    <CardActionArea
      component={RouterLink}
      to={paths.newsDetails.getHref(news.id)}
      sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
    >
      <NewsBanner url={news.bannerUrl} tileUrl={news.bannerTileUrl} isLazy />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h2" variant="h6" sx={{ ...clampLines(2), overflowWrap: 'anywhere' }}>
          {news.title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', my: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            {formatDayMonthYear(news.entryDate)}
          </Typography>
          {!news.isPublished && <Chip size="small" label={newsPulseTexts.draft} />}
        </Box>
        <Typography variant="body2" sx={{ ...clampLines(3), overflowWrap: 'anywhere' }}>
          {news.excerpt}
        </Typography>
      </CardContent>
    </CardActionArea>
    {onDelete && (
      <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
        <NewsActions news={news} onDelete={onDelete} />
      </CardActions>
    )}
  </Card>
);

// Edit and Delete of one update, named after it for screen readers.
export const NewsActions = ({
  news,
  onDelete,
}: {
  news: NewsSummary;
  onDelete: (news: NewsSummary) => void;
}) => (
  <>
    <Tooltip title="Edit">
      <IconButton
        component={RouterLink}
        to={paths.addNews.getHref(news.id)}
        size="small"
        color="primary"
        aria-label={`Edit ${news.title}`}
      >
        <EditOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
    <Tooltip title="Delete">
      <IconButton
        size="small"
        color="error"
        aria-label={`Delete ${news.title}`}
        onClick={() => onDelete(news)}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  </>
);
