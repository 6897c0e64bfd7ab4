import { useLocation } from 'wouter';
import { buildPath } from '../../config/paths';
import { HelpCategoryCard } from '../../features/content/components/HelpCategoryCard';
import { HelpSearchBox } from '../../features/content/components/HelpSearchBox';
import { helpCategoriesFor } from '../../features/content/help-categories';
import { toQueryString } from '../../features/content/lib/use-query-params';
import { SupportSection } from './SupportSection';
import { useSignedIn } from './use-signed-in';
import '../../features/content/components/help-category.css';

/** /support: the search box and the help categories with their first articles. */
export function SupportHomePage() {
  const signedIn = useSignedIn();
  const [, navigate] = useLocation();
  return (
    <SupportSection name="support">
      <HelpSearchBox signedIn={signedIn} onSubmit={(q) => navigate(`${buildPath('supportSearch')}${toQueryString({ q })}`)} />
      <div className="help-categories">
        {helpCategoriesFor(signedIn).map((category) => (
          <HelpCategoryCard key={category.key} category={category} />
        ))}
      </div>
    </SupportSection>
  );
}
