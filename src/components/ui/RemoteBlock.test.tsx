// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { idle, LOADING, ready, type Remote } from '../../lib/remote';
import { RemoteBlock } from './RemoteBlock';
import { renderWithIntl } from './test-utils';

afterEach(cleanup);

const MESSAGES = { loading: 'marketing.live.loading', error: 'marketing.live.error', updated: 'marketing.live.updated' } as const;

/** The block's markup for `state`. */
function drawn(state: Remote<string>): HTMLElement {
  cleanup();
  renderWithIntl(
    <RemoteBlock
      state={state}
      reload={() => undefined}
      testId="block"
      className="block"
      updatedClassName="block__updated"
      messages={MESSAGES}
      reserve="stratum-generator"
    >
      {(data) => <p>{data}</p>}
    </RemoteBlock>,
  );
  return screen.getByTestId('block');
}

describe('RemoteBlock', () => {
  it('draws data not asked for yet as loading, keeping its room (the server renders it so; the data follows)', () => {
    const notAsked = drawn(idle<string>());
    expect(notAsked.getAttribute('aria-busy')).toBe('true');
    expect(notAsked.textContent).toContain('Loading live figures');
    const markup = notAsked.outerHTML;
    expect(drawn(LOADING).outerHTML).toBe(markup);
  });

  it('draws the data once ready, not busy', () => {
    const shown = drawn(ready('figures'));
    expect(shown.getAttribute('aria-busy')).toBe('false');
    expect(shown.textContent).toContain('figures');
  });
});
