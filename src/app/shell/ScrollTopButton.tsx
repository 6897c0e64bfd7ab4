/**
 * Back to the top, once the page is scrolled past the spec's 800 px. Focus
 * goes to the skip link, the first stop of the page, so keyboard users start
 * over from the top too.
 */
import { SCROLL_TOP_BUTTON_AFTER_PX } from '../../config/limits';
import { useIntl } from '../../lib/intl';
import { useScrolledPast } from './use-scrolled-past';

export function ScrollTopButton() {
  const intl = useIntl();
  const visible = useScrolledPast(SCROLL_TOP_BUTTON_AFTER_PX);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-top"
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
