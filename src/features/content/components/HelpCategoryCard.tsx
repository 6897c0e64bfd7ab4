/**
 * A help category as a card: icon, name (a link to the category), its
 * description and its first articles, so the help centre's front page
 * answers common questions in one click.
 */
import { Link } from 'wouter';
import { buildPath } from '../../../config/paths';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { helpArticlePath } from '../content-paths';
import type { HelpCategory } from '../help-categories';
import { dataOf } from '../../../lib/remote';
import { useHelpCategory } from '../use-help-category';
import { FallbackLanguageTag } from './FallbackLanguageTag';
import { HelpCategoryIcon } from './HelpCategoryIcon';
import './help-category.css';

export const CARD_ARTICLES = 4;

export function HelpCategoryCard({ category, headingLevel = 2 }: { category: HelpCategory; headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const articles = dataOf(useHelpCategory(category.key))?.articles ?? [];
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = buildPath('supportCategory', { category: category.key });
  return (
    <section className="card help-category" aria-labelledby={`help-category-${category.key}`}>
      <HelpCategoryIcon name={category.icon} className="help-category__icon" />
      <Heading id={`help-category-${category.key}`}>
        <Link href={href}>{intl.formatMessage({ id: category.title })}</Link>
      </Heading>
      <p>{intl.formatMessage({ id: category.description })}</p>
      {articles.length > 0 && (
        <ul>
          {articles.slice(0, CARD_ARTICLES).map((article) => (
            <li key={article.url}>
              <Link href={helpArticlePath(article)} lang={article.lang}>
                {article.title}
              </Link>
              <FallbackLanguageTag article={article} />
            </li>
          ))}
        </ul>
      )}
      {articles.length > CARD_ARTICLES && (
        <p>
          <Link href={href}>
            <FormattedMessage id="content.help.allArticles" values={{ count: articles.length }} />
          </Link>
        </p>
      )}
    </section>
  );
}
