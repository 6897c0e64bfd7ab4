import { useSnapshot } from 'valtio';
import { buildPath } from '../../../config/paths';
import { SectionNav } from '../../../components/page/SectionNav';
import { paramLabelId } from '../../../components/page/page-messages';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { useServed } from '../../../lib/page-data';
import { ready } from '../../../lib/remote';
import type { SupportCategory } from '../api/get-support-categories';
import { supportState, visibleCategories } from '../state';

/** The help topics beside every support screen, from the support categories the route rule loads (or the page was rendered with). */
export function SupportCategoriesNav() {
  const intl = useIntl();
  const stored = useSnapshot(supportState).categories;
  // The categories the server rendered the page with, until the store has its own (src/lib/page-data.ts).
  const served = useServed<SupportCategory[]>(stored.status === 'ready' ? undefined : { supportCategories: true });
  const slot = served ? ready(served) : stored;
  if (slot.status === 'error') {
    return (
      <p className="muted" role="status">
        <FormattedMessage id="support.categories.error" values={{ message: slot.error }} />
      </p>
    );
  }
  if (slot.status !== 'ready') {
    return (
      <p className="muted" role="status">
        <FormattedMessage id="support.categories.loading" />
      </p>
    );
  }
  const items = visibleCategories(slot.data).map(({ category }) => {
    const labelId = paramLabelId('category', category);
    return {
      href: buildPath('supportCategory', { category }),
      label: labelId && intl.messages[labelId] !== undefined ? intl.formatMessage({ id: labelId }) : category,
    };
  });
  return <SectionNav label={intl.formatMessage({ id: 'support.categories.label' })} items={items} />;
}
