/** The tags of a blog post as links to their tag pages (BlogTag); unknown tags are plain text. */
import { Link } from 'wouter';
import { BLOG_TAGS, buildPath } from '../../../config/paths';
import { useIntl, type MessageId } from '../../../lib/intl';
import './tag-links.css';

export function TagLinks({ tags }: { tags: readonly string[] }) {
  const intl = useIntl();
  const known: readonly string[] = BLOG_TAGS;
  if (tags.length === 0) return null;
  return (
    <ul className="tag-links" aria-label={intl.formatMessage({ id: 'content.tags.label' })}>
      {tags.map((tag) => (
        <li key={tag}>
          {known.includes(tag) ? (
            <Link className="tag-links__tag" href={buildPath('BlogTag', { tag })}>
              {intl.formatMessage({ id: `blog.tag.${tag}` as MessageId })}
            </Link>
          ) : (
            <span className="tag-links__tag">{tag}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
