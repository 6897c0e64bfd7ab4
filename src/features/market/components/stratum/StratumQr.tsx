/** The pool address, user and password as a QR code, to read on a phone beside an ASIC's web page. */
import { QrCode } from '../../../../components/ui/QrCode';
import { FormattedMessage, useIntl } from '../../../../lib/intl';

export function StratumQr({ text }: { text: string }) {
  const intl = useIntl();
  return (
    <figure className="stratum-qr" data-testid="stratum-qr">
      <QrCode value={text} label={intl.formatMessage({ id: 'stratumGenerator.qr.label' }, { text })} className="stratum-qr__code" />
      <figcaption>
        <strong className="stratum-qr__title">
          <FormattedMessage id="stratumGenerator.qr.title" />
        </strong>{' '}
        <FormattedMessage id="stratumGenerator.qr.text" />
      </figcaption>
    </figure>
  );
}
