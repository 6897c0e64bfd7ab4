// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IntlProvider, defaultMessages } from '../../../lib/intl';
import { RULES } from '../rules';
import { DoctorChecks } from './DoctorChecks';

describe('DoctorChecks', () => {
  it("lists every rule's explanation on the server, with no placeholder left", () => {
    const html = renderToString(
      <IntlProvider locale="en" messages={defaultMessages}>
        <DoctorChecks />
      </IntlProvider>,
    );
    expect(html.match(/<li data-rule="/g)).toHaveLength(RULES.length);
    expect(html).toContain('Port 3333 is an old port');
    expect(html).not.toMatch(/[{}]/);
  });
});
