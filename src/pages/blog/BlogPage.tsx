import { RoutePage } from '../../components/page/RoutePage';

/** /blog: its content arrives with the content issue, inside this module. */
export function BlogPage() {
  return <RoutePage name="blog" />;
}
