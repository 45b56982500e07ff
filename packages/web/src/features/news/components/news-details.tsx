import AttachFileIcon from '@mui/icons-material/AttachFile';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { newsIdParamsSchema } from '@pulse/shared/contracts/news';
import { formatDayMonthYear, formatFileSize } from '@pulse/shared/domain/display-format';
import { paths } from '@pulse/shared/paths';
import { newsPulseTexts } from '@pulse/shared/spec-texts';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '../../../components/feedback/query-feedback';
import { NewsBanner } from '../../../components/news-banner/news-banner';
import { isNotFound } from '../../../lib/api-error';
import { useNews } from '../api/get-news';
import { descriptionSx } from './description-styles';

type NewsDetailsProps = {
  id: string | undefined;
  isAdmin: boolean;
  // The list this reader came from (administrators' or everyone's).
  backTo: string;
};

// spec B §2 News detail: banner, title, date, the rich description and the attachments to download.
// A missing id, another organisation's, or a draft asked for by an employee is the same not-found.
export const NewsDetails = ({ id, isAdmin, backTo }: NewsDetailsProps) => {
  const isWellFormed = id !== undefined && newsIdParamsSchema.safeParse({ id }).success;
  const news = useNews(isWellFormed ? id : undefined);

  if (!isWellFormed || isNotFound(news.error)) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', maxWidth: 960 }}>
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {newsPulseTexts.notFound}
        </Typography>
        <Link component={RouterLink} to={backTo}>
          Back to News Updates
        </Link>
      </Paper>
    );
  }
  if (news.isError) return <LoadError error={news.error} onRetry={() => news.refetch()} />;
  if (news.isPending) {
    return (
      <Box role="progressbar" aria-label="Loading news update" sx={{ maxWidth: 960 }}>
        <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 1', height: 'auto', mb: 2 }} />
        <Skeleton variant="text" height={40} width="60%" />
        <Skeleton variant="text" width="20%" />
        <Skeleton variant="rounded" height={160} sx={{ mt: 2 }} />
      </Box>
    );
  }

  const item = news.data;
  return (
    <Paper component="article" variant="outlined" sx={{ maxWidth: 960, overflow: 'hidden' }}>
      <NewsBanner url={item.bannerUrl} />
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="h4" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {item.title}
          </Typography>
          {isAdmin && (
            <Button
              component={RouterLink}
              to={paths.addNews.getHref(item.id)}
              variant="outlined"
              startIcon={<EditOutlinedIcon />}
              sx={{ flexShrink: 0 }}
            >
              Edit
            </Button>
          )}
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
          <Typography color="text.secondary">{formatDayMonthYear(item.entryDate)}</Typography>
          {!item.isPublished && <Chip size="small" label={newsPulseTexts.draft} />}
        </Box>
        <Box
          sx={descriptionSx}
          // Sanitised on the server before it was stored (contracts/news.ts).
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-list made it safe
          dangerouslySetInnerHTML={{ __html: item.descriptionHtml }}
        />
        {item.attachments.length > 0 && (
          <Box component="section" aria-labelledby="news-attachments" sx={{ mt: 3 }}>
            <Typography id="news-attachments" component="h3" variant="h6" sx={{ mb: 1 }}>
              Attachments
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {item.attachments.map((attachment) => (
                <Box
                  component="li"
                  key={attachment.id}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                >
                  <AttachFileIcon fontSize="small" color="action" />
                  {/* An authorised route that answers with Content-Disposition: the browser downloads. */}
                  <Link
                    href={attachment.url}
                    download={attachment.fileName}
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {attachment.fileName}
                  </Link>
                  <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                    {formatFileSize(attachment.sizeBytes)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </Box>
    </Paper>
  );
};
