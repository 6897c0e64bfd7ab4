import { ArticleList } from '../../features/content/components/ArticleList';
import { ContentLoading } from '../../features/content/components/ContentStatus';
import { HelpCategoryCard } from '../../features/content/components/HelpCategoryCard';
import { helpArticlePath } from '../../features/content/content-paths';
import { helpCategoriesFor } from '../../features/content/help-categories';
import { useQueryParams } from '../../features/content/lib/use-query-params';
import { searchResults, useHelpSearch } from '../../features/content/use-help-search';
import { FormattedMessage } from '../../lib/intl';
import { HelpSearch } from './HelpSearch';
import { SupportSection } from './SupportSection';
import { useSignedIn } from './use-signed-in';
import '../../features/content/components/help-category.css';
import '../../features/content/components/content.css';

/**
 * /support/search?q=…: the search box (autocomplete) and the results. With no
 * search yet, tips and the categories to browse instead.
 */
export function SupportSearchPage() {
  const signedIn = useSignedIn();
  const query = (useQueryParams().get('q') ?? '').trim();
  const search = useHelpSearch(query, signedIn);
  const results = searchResults(search);

  return (
    <SupportSection name="supportSearch">
      <HelpSearch key={query} initialQuery={query} />
      {search.status === 'idle' ? (
        <>
          <section className="content-section" aria-labelledby="search-tips">
            <h2 id="search-tips">
              <FormattedMessage id="content.search.tipsTitle" />
            </h2>
            <ul>
              <li>
                <FormattedMessage id="content.search.tip1" />
              </li>
              <li>
                <FormattedMessage id="content.search.tip2" />
              </li>
              <li>
                <FormattedMessage id="content.search.tip3" />
              </li>
            </ul>
          </section>
          <section className="content-section" aria-labelledby="search-browse">
            <h2 id="search-browse">
              <FormattedMessage id="content.search.browse" />
            </h2>
            <div className="help-categories">
              {helpCategoriesFor(signedIn).map((category) => (
                <HelpCategoryCard key={category.key} category={category} headingLevel={3} />
              ))}
            </div>
          </section>
        </>
      ) : (
        <section className="content-section" aria-labelledby="search-results">
          <h2 id="search-results">
            <FormattedMessage id="content.search.resultsTitle" values={{ query }} />
          </h2>
          {search.status === 'loading' ? (
            <ContentLoading />
          ) : (
            <>
              <p role="status">
                <FormattedMessage id="content.search.resultCount" values={{ count: results.length, query }} />
              </p>
              <ArticleList articles={results} hrefFor={helpArticlePath} headingLevel={3} showDate={false} />
            </>
          )}
        </section>
      )}
    </SupportSection>
  );
}
