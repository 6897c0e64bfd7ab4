import { CopyButton } from '../../../../components/ui/CopyButton';
import { DownloadButton } from '../../../../components/ui/DownloadButton';
import { FormattedMessage, useIntl } from '../../../../lib/intl';
import type { MinerSnippet } from '../../stratum-config';

/** A copy-ready line or config block per miner, each with copy and download buttons. */
export function MinerSnippets({ snippets }: { snippets: readonly MinerSnippet[] }) {
  const intl = useIntl();
  return (
    <div className="miner-snippets">
      <h3 className="miner-snippets__title">
        <FormattedMessage id="stratumGenerator.miners.title" />
      </h3>
      {snippets.map((snippet) => {
        const name = snippet.miner === 'fields' ? intl.formatMessage({ id: 'stratumGenerator.miners.fields' }) : snippet.miner;
        return (
          <figure key={snippet.miner} className="miner-snippets__item" data-testid="miner-snippet" data-miner={snippet.miner}>
            <figcaption className="miner-snippets__name">
              {name} <CopyButton value={snippet.text} label={intl.formatMessage({ id: 'stratumGenerator.copy' }, { what: name })} />
              <DownloadButton
                value={snippet.text}
                fileName={snippet.fileName}
                label={intl.formatMessage({ id: 'stratumGenerator.download' }, { what: name, file: snippet.fileName })}
              />
            </figcaption>
            <pre className="miner-snippets__code" tabIndex={0}>
              <code>{snippet.text}</code>
            </pre>
          </figure>
        );
      })}
    </div>
  );
}
