import { RoutePage } from '../../components/page/RoutePage';

/** /blog/post/:id: its content arrives with the content issue, inside this module. */
export function BlogPostPage() {
  return <RoutePage name="blogPost" />;
}
