import { useSnapshot } from 'valtio';
import { buildPath } from '../../../config/paths';
import { SectionNav } from '../../../components/page/SectionNav';
import { paramLabelId } from '../../../components/page/page-messages';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { supportState, visibleCategories } from '../state';

/** The help topics beside every support screen, from the support categories the route rule loads. */
export function SupportCategoriesNav() {
  const intl = useIntl();
  const { status, categories, error } = useSnapshot(supportState);
  if (status === 'error') {
    return (
      <p className="muted" role="status">
        <FormattedMessage id="support.categories.error" values={{ message: error ?? '' }} />
      </p>
    );
  }
  if (status !== 'ready') {
    return (
      <p className="muted" role="status">
        <FormattedMessage id="support.categories.loading" />
      </p>
    );
  }
  const items = visibleCategories(categories).map(({ category }) => {
    const labelId = paramLabelId('category', category);
    return {
      href: buildPath('supportCategory', { category }),
      label: labelId && intl.messages[labelId] !== undefined ? intl.formatMessage({ id: labelId }) : category,
    };
  });
  return <SectionNav label={intl.formatMessage({ id: 'support.categories.label' })} items={items} />;
}
