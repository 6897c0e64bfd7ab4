/**
 * The phone menu (below the desktop breakpoint): a button with aria-expanded
 * opens a panel with every link; focus moves into it and stays there, Escape
 * or the close button closes it and focus returns to the button. Following a
 * link closes it too.
 */
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { ROUTES, type RouteDef } from '../../config/paths';
import { useIntl } from '../../lib/intl';
import { lazyNamed } from '../../lib/lazy-named';

/** The panel is its own chunk, fetched when a pointer or focus comes to the button, so it is there by the press. */
const loadPanel = () => import('./MobileMenuPanel');
const MobileMenuPanel = lazyNamed(loadPanel, 'MobileMenuPanel');
const warmPanel = (): void => void loadPanel().catch(() => undefined);

export function MobileMenu({ route }: { route: RouteDef | undefined }) {
  const intl = useIntl();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('has-modal');
    return () => document.body.classList.remove('has-modal');
  }, [open]);

  return (
    <div className="mobile-menu">
      <button
        ref={button}
        type="button"
        className="icon-button mobile-menu__button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={intl.formatMessage({ id: 'shell.mobileMenu.open' })}
        onPointerEnter={warmPanel}
        onPointerDown={warmPanel}
        onFocus={warmPanel}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" />
        </svg>
      </button>
      {open && (
        <Suspense fallback={null}>
          <MobileMenuPanel id={panelId} route={route} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** The phone menu as an island (src/components/island/Island.tsx): the route by its name, as JSON carries it. */
export function MobileMenuIsland({ routeName }: { routeName?: string | undefined }) {
  return <MobileMenu route={ROUTES.find((route) => route.name === routeName)} />;
}
