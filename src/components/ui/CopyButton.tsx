/**
 * Copies a value to the clipboard and says so with a "Copied" tooltip for the
 * spec's 2 s (or "Could not copy" when the browser refuses, e.g. without a
 * secure context).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { COPY_TOOLTIP_MS } from '../../config/limits';
import { FormattedMessage, useIntl } from '../../lib/intl';
import { Tooltip } from './Tooltip';
import { Island } from '../island/Island';

export interface CopyButtonProps {
  value: string;
  /** Accessible name; "Copy" by default. */
  label?: string;
  className?: string;
}

type Outcome = 'copied' | 'failed' | null;

/**
 * The copy button as an island (src/components/island/Island.tsx): on a page of islands
 * it hydrates when first used. Its tooltip's id is made here, where the page
 * is rendered, and handed over, since an island cannot generate ids.
 */
export function CopyButton(props: CopyButtonProps) {
  const id = useId();
  return <Island name="copyButton" hydrate="interaction" component={CopyButtonControl} props={{ ...props, id }} />;
}

export function CopyButtonControl({ value, label, className, id }: CopyButtonProps & { id?: string }) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (): Promise<void> => {
    let result: Outcome;
    try {
      await navigator.clipboard.writeText(value);
      result = 'copied';
    } catch {
      result = 'failed';
    }
    setOutcome(result);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOutcome(null), COPY_TOOLTIP_MS);
  };

  const buttonLabel = label ?? intl.formatMessage({ id: 'ui.copy.button' });
  return (
    <Tooltip
      id={id}
      open={outcome !== null ? true : undefined}
      live
      content={<FormattedMessage id={outcome === 'failed' ? 'ui.copy.failed' : outcome === 'copied' ? 'ui.copy.copied' : 'ui.copy.button'} />}
    >
      <button type="button" className={['copy-button', className].filter(Boolean).join(' ')} aria-label={buttonLabel} onClick={() => void copy()}>
        <svg className="copy-button__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <rect x="8" y="8" width="12" height="12" rx="2" />
          <path d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2" />
        </svg>
      </button>
    </Tooltip>
  );
}
