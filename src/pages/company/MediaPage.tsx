/**
 * /hashvale-media: the press kit: the logo, our brand colours (read from the
 * design tokens, so they are the ones the site really uses), then logo rules
 * and the press contact (content/pages/hashvale-media.md).
 */
import { DomStyledSpan } from '../../components/ui/DomStyledSpan';
import { RoutePage } from '../../components/page/RoutePage';
import { BrandMark } from '../../components/ui/BrandMark';
import { PageArticle } from '../../features/content/components/PageArticle';
import { FormattedMessage, type MessageId } from '../../lib/intl';
import { DESIGN_TOKENS } from '../../components/ui/design-tokens';
import './media.css';
import { TableHead } from '../../components/ui/TableHead';

const BRAND_COLOURS: ReadonlyArray<{ token: string; use: MessageId }> = [
  { token: '--color-brand', use: 'media.colour.brand' },
  { token: '--color-brand-strong', use: 'media.colour.brandStrong' },
  { token: '--color-hero-bg', use: 'media.colour.hero' },
  { token: '--color-on-brand', use: 'media.colour.onBrand' },
];

function BrandColours() {
  return (
    <section aria-labelledby="media-colours">
      <h2 id="media-colours">
        <FormattedMessage id="media.colours.heading" />
      </h2>
      <table className="table">
        <caption>
          <FormattedMessage id="media.colours.caption" />
        </caption>
        <TableHead columns={['media.colours.colour', 'media.colours.token', 'media.colours.value', 'media.colours.use']} />
        <tbody>
          {BRAND_COLOURS.map(({ token, use }) => (
            <tr key={token}>
              <td>
                <DomStyledSpan className="media__swatch" domStyle={{ background: `var(${token})` }} />
              </td>
              <th scope="row">
                <code className="media__token">{token}</code>
              </th>
              <td>
                <code className="media__value">{DESIGN_TOKENS.find((t) => t.name === token)?.value ?? ''}</code>
              </td>
              <td>
                <FormattedMessage id={use} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function MediaPage() {
  return (
    <RoutePage name="media">
      <section aria-labelledby="media-logo" className="media__logo">
        <h2 id="media-logo">
          <FormattedMessage id="media.logo.heading" />
        </h2>
        <div className="media__logo-row">
          <BrandMark size={96} />
          <p>
            <FormattedMessage id="media.logo.text" />
          </p>
        </div>
      </section>
      <BrandColours />
      <PageArticle url="hashvale-media" />
    </RoutePage>
  );
}
