/**
 * One finding: its title, what it means, the fix with the corrected line to
 * copy, the lines of the paste that show it, the help article, and its id in
 * small print and in `data-finding` (support staff quote it).
 */
import { useId } from 'react';
import { Link } from 'wouter';
import { CopyButton } from '../../../components/ui/CopyButton';
import { buildPath } from '../../../config/paths';
import { FormattedMessage, useIntl } from '../../../lib/intl';
import type { Finding } from '../types';

export function DoctorFinding({ finding }: { finding: Finding }) {
  const intl = useIntl();
  const id = useId();
  const { rule, detail, lines, count } = finding;
  const values = detail.values ?? {};
  return (
    <li className="doctor-finding" data-finding={rule.id} data-testid="doctor-finding" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="doctor-finding__title">
        {intl.formatMessage({ id: rule.title }, values)}
      </h3>
      <p>{intl.formatMessage({ id: rule.explain }, values)}</p>
      <h4 className="doctor-finding__fix-title">
        <FormattedMessage id="stratumDoctor.finding.fix" />
      </h4>
      <p>{intl.formatMessage({ id: rule.fix }, values)}</p>
      {detail.corrected && (
        <figure className="doctor-finding__corrected">
          <figcaption>
            <FormattedMessage id="stratumDoctor.finding.corrected" />{' '}
            <CopyButton value={detail.corrected} label={intl.formatMessage({ id: 'stratumDoctor.finding.copy' })} />
          </figcaption>
          <pre tabIndex={0}>
            <code data-testid="doctor-corrected">{detail.corrected}</code>
          </pre>
        </figure>
      )}
      {detail.cards && detail.cards.names.length > 0 && (
        <>
          <p>
            <FormattedMessage id="stratumDoctor.finding.cards" values={{ gb: detail.cards.minGb }} />
          </p>
          <ul className="doctor-finding__cards">
            {detail.cards.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      )}
      {lines.length > 0 && (
        <>
          <p className="doctor-finding__seen">
            <FormattedMessage id="stratumDoctor.finding.lines" values={{ count, line: lines[0]!.number }} />
          </p>
          <pre className="doctor-finding__lines" tabIndex={0}>
            <code>{lines.map((line) => `${line.number}: ${line.text}`).join('\n')}</code>
          </pre>
        </>
      )}
      <p className="doctor-finding__help">
        <Link href={buildPath('supportArticle', { category: 'mining-help', sub: rule.help.sub, id: rule.help.id })}>
          <FormattedMessage id="stratumDoctor.finding.help" />
        </Link>
      </p>
      <p className="doctor-finding__id">
        <small>
          <FormattedMessage id="stratumDoctor.finding.id" values={{ id: <code>{rule.id}</code> }} />
        </small>
      </p>
    </li>
  );
}
