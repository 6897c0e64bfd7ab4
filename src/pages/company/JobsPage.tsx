import { Link, useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { ArticleBody } from '../../features/content/components/ArticleBody';
import { ArticleList } from '../../features/content/components/ArticleList';
import { ContentError, ContentLoading, ContentMissing } from '../../features/content/components/ContentStatus';
import { LanguageNote } from '../../features/content/components/LanguageNote';
import { jobPath } from '../../features/content/content-paths';
import type { ArticleSummary } from '../../features/content/types';
import { useArticle } from '../../features/content/use-article';
import { articlePageOf, useArticleList } from '../../features/content/use-article-list';
import { FormattedMessage } from '../../lib/intl';
import { usePageTitle } from '../../components/page/use-page-title';
import '../../features/content/components/article-list.css';
import './jobs.css';

const JOBS_EMAIL = 'jobs@hashvale.example';

const metaText = (article: ArticleSummary, key: string): string => (typeof article.meta[key] === 'string' ? (article.meta[key] as string) : '');

/** Location, team and kind of employment of a job, from its front matter. */
function JobFacts({ job }: { job: ArticleSummary }) {
  const facts = [
    ['content.jobs.location', metaText(job, 'location')],
    ['content.jobs.team', metaText(job, 'team')],
    ['content.jobs.employment', metaText(job, 'employment')],
  ] as const;
  return (
    <dl className="job-facts">
      {facts
        .filter(([, value]) => value)
        .map(([id, value]) => (
          <div key={id} className="job-facts__item">
            <dt>
              <FormattedMessage id={id} />
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function JobList() {
  const list = useArticleList({ category: 'jobs', size: 100, orderCol: 'date', orderDirection: 'DESC' });
  const page = articlePageOf(list);
  return (
    <>
      <p>
        <FormattedMessage id="content.jobs.intro" />
      </p>
      <h2>
        <FormattedMessage id="content.jobs.open" />
      </h2>
      {list.status === 'loading' && page.list.length === 0 ? (
        <ContentLoading />
      ) : page.list.length === 0 ? (
        <p>
          <FormattedMessage id="content.jobs.none" values={{ email: JOBS_EMAIL }} />
        </p>
      ) : (
        <ArticleList articles={page.list} hrefFor={jobPath} headingLevel={3} showDate={false} extra={(job) => <JobFacts job={job} />} />
      )}
      <p>
        <FormattedMessage id="content.jobs.openApplication" values={{ email: <a href={`mailto:${JOBS_EMAIL}`}>{JOBS_EMAIL}</a> }} />
      </p>
    </>
  );
}

function Job({ id }: { id: string }) {
  const state = useArticle({ category: 'jobs', url: id });
  usePageTitle(state.status === 'ready' ? state.data?.title : undefined);
  if (state.status === 'loading') return <ContentLoading />;
  if (state.status === 'error') return <ContentError onRetry={state.reload} />;
  const job = state.data;
  if (!job) return <ContentMissing />;
  const apply = `mailto:${JOBS_EMAIL}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
  return (
    <article>
      <LanguageNote article={job} requestedLang={state.requestedLang} />
      <JobFacts job={job} />
      <ArticleBody html={job.text} lang={job.lang} />
      <p>
        <a className="button" href={apply} data-testid="job-apply">
          <FormattedMessage id="content.jobs.apply" />
        </a>
      </p>
      <p>
        <Link href={buildPath('jobs')}>
          <FormattedMessage id="content.jobs.all" />
        </Link>
      </p>
    </article>
  );
}

/**
 * /jobs/:id?: the open positions (category jobs), or one of them with an
 * Apply link; in the page's language where a job is translated, else in
 * English with a note.
 */
export function JobsPage() {
  const { id } = useParams<{ id?: string }>();
  return <RoutePage name="jobs">{id ? <Job key={id} id={id} /> : <JobList />}</RoutePage>;
}
