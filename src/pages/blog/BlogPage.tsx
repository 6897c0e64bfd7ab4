import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { BlogPostList } from './BlogPostList';

/** /blog: every post, newest first, with search and pages (`?q=`, `?page=N`). */
export function BlogPage() {
  return (
    <RoutePage name="blog">
      <BlogPostList basePath={buildPath('blog')} />
    </RoutePage>
  );
}
