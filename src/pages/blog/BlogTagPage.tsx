import { useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { BlogPostList } from './BlogPostList';

/** /blog/tag/:tag (BlogTag): the posts with one tag; the route table admits only the configured tags. */
export function BlogTagPage() {
  const { tag = '' } = useParams<{ tag: string }>();
  return (
    <RoutePage name="BlogTag">
      <BlogPostList key={tag} basePath={buildPath('BlogTag', { tag })} tag={tag} />
    </RoutePage>
  );
}
