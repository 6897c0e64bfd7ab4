/**
 * Back to the top, once the page is scrolled past the spec's 800 px. Focus
 * goes to the skip link, the first stop of the page, so keyboard users start
 * over from the top too. It steps aside while a table, code block or figure
 * is under it (use-covers-content.ts), so it never hides what is read there.
 */
import { useRef } from 'react';
import { SCROLL_TOP_BUTTON_AFTER_PX } from '../../config/limits';
import { useIntl } from '../../lib/intl';
import { useCoversContent } from './use-covers-content';
import { useScrolledPast } from './use-scrolled-past';

export function ScrollTopButton() {
  const intl = useIntl();
  const visible = useScrolledPast(SCROLL_TOP_BUTTON_AFTER_PX);
  const ref = useRef<HTMLButtonElement>(null);
  const covers = useCoversContent(ref, visible);
  if (!visible) return null;
  return (
    <button
      ref={ref}
      type="button"
      className={covers ? 'scroll-top scroll-top--aside' : 'scroll-top'}
      data-covers-content={covers || undefined}
      aria-label={intl.formatMessage({ id: 'shell.scrollTop' })}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
        document.querySelector<HTMLElement>('.skip-link')?.focus({ preventScroll: true });
      }}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 19V5M5 12l7-7 7 7" />
      </svg>
    </button>
  );
}
