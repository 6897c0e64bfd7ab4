import { useParams } from 'wouter';
import { RoutePage } from '../../components/page/RoutePage';
import { buildPath } from '../../config/paths';
import { BlogPostList } from './BlogPostList';
import { OtherPosts } from './OtherPosts';

/** /blog/category/:subCategory (BlogCategory): the posts of one sub-category (list2's `sub`), newest first, then the newest of the others; only the spec's sub-categories route here. */
export function BlogCategoryPage() {
  const { subCategory = '' } = useParams<{ subCategory: string }>();
  return (
    <RoutePage name="BlogCategory">
      <BlogPostList key={subCategory} basePath={buildPath('BlogCategory', { subCategory })} sub={subCategory} />
      <OtherPosts sub={subCategory} />
    </RoutePage>
  );
}
