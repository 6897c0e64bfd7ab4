import { HelpCategoryCard } from '../../features/content/components/HelpCategoryCard';
import { helpCategoriesFor } from '../../features/content/help-categories';
import { HelpSearch } from './HelpSearch';
import { SupportSection } from './SupportSection';
import { useSignedIn } from './use-signed-in';
import '../../features/content/components/help-category.css';

/** /support: the search box and the help categories with their first articles. */
export function SupportHomePage() {
  const signedIn = useSignedIn();
  return (
    <SupportSection name="support">
      <HelpSearch />
      <div className="help-categories">
        {helpCategoriesFor(signedIn).map((category) => (
          <HelpCategoryCard key={category.key} category={category} />
        ))}
      </div>
    </SupportSection>
  );
}
