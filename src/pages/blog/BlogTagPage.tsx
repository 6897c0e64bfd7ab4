import { RoutePage } from '../../components/page/RoutePage';

/** /blog/tag/:tag: its content arrives with the content issue, inside this module. */
export function BlogTagPage() {
  return <RoutePage name="BlogTag" />;
}
