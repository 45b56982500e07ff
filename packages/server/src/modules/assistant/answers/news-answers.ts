import { formatLongDate } from '@pulse/shared/domain/display-format';
import { isAdmin } from '@pulse/shared/domain/roles';
import { paths } from '@pulse/shared/paths';
import { findNews } from '../../news/news.service';
import type { Intent } from '../assistant-intent';
import type { Answer, AnswerContext } from './answer';
import { listed } from './answer-format';

// The company's news as the News page lists it (spec A §2 Live News Updates): the latest published
// items with their opening words, or, for an administrator, the drafts not published yet.

const NEWS_SHOWN = 5;
const EXCERPT_LENGTH = 160;

const excerptOf = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH).trimEnd()}…` : text;

export const answerNews = async (
  { deps, auth }: AnswerContext,
  intent: Extract<Intent, { kind: 'news' }>,
): Promise<Answer> => {
  const link = { label: 'News', href: paths.news.getHref() };
  if (intent.drafts && !isAdmin(auth.roleId))
    return {
      text: 'Sorry, news not yet published is seen by administrators only.',
      links: [link],
      sources: [],
    };
  const { items } = await findNews(deps, auth, {
    scope: intent.drafts ? 'all' : 'published',
    pageSize: intent.drafts ? 100 : NEWS_SHOWN,
  });
  const chosen = (intent.drafts ? items.filter((item) => !item.isPublished) : items).slice(0, NEWS_SHOWN);
  const what = intent.drafts ? 'news drafts not published yet' : 'latest news';
  if (chosen.length === 0)
    return {
      text: intent.drafts
        ? 'There are no news drafts waiting to be published.'
        : 'No news has been published yet.',
      links: [link],
      sources: [],
    };
  return {
    text: `The ${what}:\n${listed(
      chosen.map((item) => `${item.title} (${formatLongDate(item.entryDate)}): ${excerptOf(item.excerpt)}`),
    )}`,
    links: chosen.map((item) => ({ label: item.title, href: paths.newsDetails.getHref(item.id) })),
    sources: [],
  };
};
