/**
 * /style-guide: our design tokens read from the stylesheet itself, the shared
 * components rendered live, then the principles (content/pages/style-guide.md).
 */
import { RoutePage } from '../../components/page/RoutePage';
import { PageArticle } from '../../features/content/components/PageArticle';
import { ComponentsShowcase } from './style-guide/ComponentsShowcase';
import { TokenTables } from './style-guide/TokenTables';
import './style-guide/style-guide.css';

export function StyleGuidePage() {
  return (
    <RoutePage name="styleGuide">
      <PageArticle url="style-guide" />
      <TokenTables />
      <ComponentsShowcase />
    </RoutePage>
  );
}
