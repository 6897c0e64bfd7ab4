/** /about: its prose is content/pages/about.md. */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';

export function AboutPage() {
  return (
    <RoutePage name="about">
      <PageArticle url="about" />
    </RoutePage>
  );
}
