import { useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { BlogPostList } from './BlogPostList';
import { OtherPosts } from './OtherPosts';

/** /blog/tag/:tag (BlogTag): the posts with one tag, then the newest from other topics; only the configured tags route here. */
export function BlogTagPage() {
  const { tag = '' } = useParams<{ tag: string }>();
  return (
    <RoutePage name="BlogTag">
      <BlogPostList key={tag} basePath={buildPath('BlogTag', { tag })} tag={tag} />
      <OtherPosts tag={tag} />
    </RoutePage>
  );
}
