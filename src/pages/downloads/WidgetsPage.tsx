/**
 * /widgets: what each embeddable widget shows and its <iframe> snippet with a
 * copy button. The snippet is shown as text: the widgets' host is a separate
 * service, so nothing is embedded on this page.
 */
import { RoutePage } from '../../components/page/RoutePage';
import { CopyButton } from '../../components/ui/CopyButton';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { WIDGETS, widgetSnippet, widgetTextId, widgetTitleId, type Widget } from './widgets/widget-list';
import './downloads-pages.css';

function WidgetCard({ widget }: { widget: Widget }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: widgetTitleId(widget) });
  const snippet = widgetSnippet(widget, title, intl.locale);
  const snippetId = `widget-snippet-${widget.id}`;
  return (
    <li className="card">
      <h2>{title}</h2>
      <p>
        <FormattedMessage id={widgetTextId(widget)} />
      </p>
      <div className="downloads-page__snippet-bar">
        <span>
          <FormattedMessage id="widgets.size" values={{ width: widget.width, height: widget.height }} />
        </span>
        <CopyButton value={snippet} label={intl.formatMessage({ id: 'widgets.copySnippet' }, { widget: title })} />
      </div>
      <pre className="downloads-page__snippet">
        <code id={snippetId}>{snippet}</code>
      </pre>
    </li>
  );
}

export function WidgetsPage() {
  return (
    <RoutePage name="widgets">
      <div className="downloads-page__wide">
        <ul className="downloads-page__cards">
          {WIDGETS.map((widget) => (
            <WidgetCard key={widget.id} widget={widget} />
          ))}
        </ul>
        <div className="downloads-page__article">
          <PageArticle url="widgets" />
        </div>
      </div>
    </RoutePage>
  );
}
