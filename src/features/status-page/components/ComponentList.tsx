import type { StatusSummary } from '../../../config/api/status';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { COMPONENT_MESSAGES, STATE_MESSAGES } from '../status-messages';
import { UptimeBars } from './UptimeBars';

type Component = StatusSummary['components'][number];

/** Two decimals in the reader's language (the server's and the browser's number formats agree, unlike dates). */
const PERCENT = { minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

function ComponentRow({ component, generated }: { component: Component; generated: number }) {
  const intl = useIntl();
  return (
    <li className="status-component" data-component={component.id} data-state={component.state}>
      <div className="status-component__head">
        <h3 className="status-component__name">
          <FormattedMessage id={COMPONENT_MESSAGES[component.id]} />
        </h3>
        <span className={`status-state status-state--${component.state}`}>
          <FormattedMessage id={STATE_MESSAGES[component.state]} />
        </span>
      </div>
      <UptimeBars days={component.days} generated={generated} />
      <div className="status-component__scale muted">
        <span className="status-component__from status-component__from--90" aria-hidden="true">
          <FormattedMessage id="statusPage.bars.start" />
        </span>
        <span className="status-component__from status-component__from--30" aria-hidden="true">
          <FormattedMessage id="statusPage.bars.start30" />
        </span>
        <span className="status-component__uptime">
          {component.uptime90d === null ? (
            <FormattedMessage id="statusPage.noData" />
          ) : (
            <FormattedMessage id="statusPage.uptime" values={{ percent: intl.formatNumber(component.uptime90d, PERCENT) }} />
          )}
        </span>
        <span aria-hidden="true">
          <FormattedMessage id="statusPage.bars.end" />
        </span>
      </div>
    </li>
  );
}

/** Every component with its state, its 90 daily bars and its uptime, in the order the page lists them. */
export function ComponentList({ summary }: { summary: StatusSummary }) {
  return (
    <section className="status-section" aria-labelledby="status-components-heading">
      <h2 id="status-components-heading">
        <FormattedMessage id="statusPage.componentsHeading" />
      </h2>
      <ul className="status-components" data-testid="status-components">
        {summary.components.map((c) => (
          <ComponentRow key={c.id} component={c} generated={summary.generated} />
        ))}
      </ul>
    </section>
  );
}
