/** The design tokens, one table per group, each with a live sample drawn with the token itself. */
import { FormattedMessage, useIntl } from '../../../lib/intl';
import { DomStyledSpan } from '../../../components/ui/DomStyledSpan';
import { DESIGN_TOKENS, type DesignToken, type TokenGroup } from '../../../components/ui/design-tokens';
import { TableHead } from '../../../components/ui/TableHead';

const GROUPS: readonly TokenGroup[] = ['colour', 'space', 'type', 'other'];

/** Each sample's style is set through the CSSOM (DomStyledSpan): the page may be server-rendered under a strict CSP. */
function Sample({ token }: { token: DesignToken }) {
  const v = `var(${token.name})`;
  if (token.group === 'colour') return <DomStyledSpan className="token-sample token-sample--colour" domStyle={{ background: v }} />;
  if (token.group === 'space') return <DomStyledSpan className="token-sample token-sample--space" domStyle={{ width: v }} />;
  if (token.name.startsWith('--font-size'))
    return (
      <DomStyledSpan className="token-sample--size" domStyle={{ fontSize: v }}>
        Aa
      </DomStyledSpan>
    );
  if (token.name.startsWith('--font-')) return <DomStyledSpan domStyle={{ fontFamily: v }}>Hashvale 0123</DomStyledSpan>;
  if (token.name.startsWith('--radius')) return <DomStyledSpan className="token-sample token-sample--box" domStyle={{ borderRadius: v }} />;
  if (token.name.startsWith('--shadow')) return <DomStyledSpan className="token-sample token-sample--box" domStyle={{ boxShadow: v }} />;
  return null;
}

export function TokenTables() {
  const intl = useIntl();
  return (
    <section aria-labelledby="style-guide-tokens" data-testid="style-guide-tokens">
      <h2 id="style-guide-tokens">
        <FormattedMessage id="styleGuide.tokens.heading" />
      </h2>
      <p>
        <FormattedMessage id="styleGuide.tokens.text" />
      </p>
      {GROUPS.map((group) => {
        const rows = DESIGN_TOKENS.filter((t) => t.group === group);
        if (rows.length === 0) return null;
        const groupName = intl.formatMessage({ id: `styleGuide.tokens.group.${group}` });
        return (
          <div key={group} className="style-guide__scroll">
            <table className="table style-guide__tokens">
              <caption>
                <FormattedMessage id="styleGuide.tokens.caption" values={{ group: groupName }} />
              </caption>
              <TableHead columns={['styleGuide.tokens.token', 'styleGuide.tokens.value', 'styleGuide.tokens.sample']} />
              <tbody>
                {rows.map((token) => (
                  <tr key={token.name} data-token={token.name}>
                    <th scope="row">
                      <code>{token.name}</code>
                    </th>
                    <td>
                      <code>{token.value}</code>
                    </td>
                    <td>
                      <Sample token={token} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
    </section>
  );
}
