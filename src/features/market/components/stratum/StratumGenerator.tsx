/**
 * The stratum generator: algorithm, location, TCP or TLS, the visitor's BTC
 * address and worker name in; the stratum address, the miner user and
 * password, ready lines and files for every miner of the algorithm (each
 * with copy and download buttons) and a QR code of the pool fields out.
 */
import { useId } from 'react';
import { CopyButton } from '../../../../components/ui/CopyButton';
import { STRATUM_LOCATIONS, STRATUM_PASSWORD } from '../../../../config/limits';
import { FormattedMessage, useIntl, type MessageId } from '../../../../lib/intl';
import { checkBtcAddress } from '../../../../lib/validation/btc-address';
import type { MiningAlgorithm } from '../../types';
import { DEFAULT_WORKER, minerSnippets, stratumEndpoint, WORKER_NAME } from '../../stratum-config';
import type { StratumForm } from '../../stratum-url-state';
import { MinerSnippets } from './MinerSnippets';
import { StratumQr } from './StratumQr';
import { StratumInputs } from './StratumInputs';
import './stratum-generator.css';

export const ADDRESS_PLACEHOLDER = 'BTC_ADDRESS';
const DEFAULT_ALGORITHM = 'SHA256';

function settingRows(url: string, user: string): Array<{ id: string; label: MessageId; value: string }> {
  return [
    { id: 'url', label: 'stratumGenerator.output.url', value: url },
    { id: 'user', label: 'stratumGenerator.output.user', value: user },
    { id: 'password', label: 'stratumGenerator.output.password', value: STRATUM_PASSWORD },
  ];
}

export interface StratumGeneratorProps {
  algorithms: readonly MiningAlgorithm[];
  /** Markets open now (EU, USA); all locations while unknown. */
  markets: readonly string[] | undefined;
  form: StratumForm;
  update: (next: StratumForm) => void;
  /** The block explorer's page of a BTC address, when the page knows the template. */
  addressUrl?: (address: string) => string | undefined;
}

export function StratumGenerator({ algorithms, markets, form, update, addressUrl }: StratumGeneratorProps) {
  const intl = useIntl();
  const outputId = useId();
  const enabled = algorithms.filter((a) => a.enabled !== false).sort((x, y) => x.title.localeCompare(y.title));
  const algorithm = enabled.find((a) => a.algorithm === form.algorithm) ?? enabled.find((a) => a.algorithm === DEFAULT_ALGORITHM) ?? enabled[0];
  const locations = STRATUM_LOCATIONS.filter((l) => !markets || markets.includes(l.market));
  const location = locations.find((l) => l.value === form.location) ?? locations[0];
  const addressCheck = checkBtcAddress(form.address);
  const workerOk = WORKER_NAME.test(form.worker);
  if (!algorithm || !location) return null;

  const endpoint = stratumEndpoint(algorithm.algorithm, location.value, form.protocol);
  const address = addressCheck === 'ok' ? form.address.trim() : ADDRESS_PLACEHOLDER;
  const worker = workerOk ? form.worker : DEFAULT_WORKER;
  const user = `${address}.${worker}`;
  const snippets = minerSnippets({ algorithm: algorithm.algorithm, location: location.value, endpoint, protocol: form.protocol, address, worker, user });
  const ready = addressCheck === 'ok' && workerOk;
  return (
    <section className="stratum-generator" aria-label={intl.formatMessage({ id: 'stratumGenerator.label' })}>
      <StratumInputs
        algorithms={enabled}
        locations={locations}
        form={{ ...form, algorithm: algorithm.algorithm, location: location.value }}
        addressCheck={addressCheck}
        workerOk={workerOk}
        update={update}
      />
      <div className="stratum-generator__output" id={outputId} aria-live="polite" data-testid="stratum-output" data-ready={ready}>
        <h2 className="stratum-generator__title">
          <FormattedMessage id="stratumGenerator.output.title" values={{ algorithm: algorithm.title, location: location.label }} />
        </h2>
        {!ready && (
          <p className="warning-note" data-testid="stratum-placeholder-note">
            <FormattedMessage id="stratumGenerator.output.placeholder" values={{ placeholder: ADDRESS_PLACEHOLDER }} />
          </p>
        )}
        <dl className="stratum-generator__settings">
          {settingRows(endpoint.url, user).map((row) => (
            <div key={row.id} className="stratum-generator__setting">
              <dt>
                <FormattedMessage id={row.label} />
              </dt>
              <dd>
                <code data-testid={`stratum-${row.id}`}>{row.value}</code>{' '}
                <CopyButton value={row.value} label={intl.formatMessage({ id: 'stratumGenerator.copy' }, { what: intl.formatMessage({ id: row.label }) })} />
              </dd>
            </div>
          ))}
        </dl>
        {addressCheck === 'ok' && addressUrl?.(form.address) && (
          <p className="stratum-generator__explorer">
            <a href={addressUrl(form.address)} rel="noopener noreferrer" data-testid="stratum-explorer">
              <FormattedMessage id="stratumGenerator.explorer" />
            </a>
          </p>
        )}
        {ready && <StratumQr text={snippets[0]!.text} />}
        <MinerSnippets snippets={snippets} />
      </div>
    </section>
  );
}
