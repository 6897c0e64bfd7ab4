/**
 * Draws the stacked modals of modalsState, newest on top. Escape closes only
 * the top one (spec section 2 "Shell"); controls inside a modal that use
 * Escape themselves (menus, tooltips) stop it first. Client-only: mounted
 * after hydration by the layout.
 */
import { Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { closeModal, closeTopModal, modalsState, registerModalHost } from '../state';
import { modalComponent, registerModal } from './modal-registry';
import { lazyNamed } from '../../../lib/lazy-named';

// Each kind is its own chunk, loaded when one first opens.
registerModal(
  'video',
  lazyNamed(() => import('./VideoModal'), 'VideoModal'),
);

export function ModalsHost() {
  const { stack } = useSnapshot(modalsState);
  const open = stack.length > 0;

  useEffect(() => registerModalHost(), []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      closeTopModal();
    };
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('has-modal');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('has-modal');
    };
  }, [open]);

  return (
    <div className="modals-host">
      {stack.map((entry, index) => {
        const Component = modalComponent(entry.kind);
        if (!Component) {
          console.error(`No modal registered for kind "${entry.kind}"`);
          return null;
        }
        return (
          <Suspense key={entry.id} fallback={null}>
            <Component props={entry.props} isTop={index === stack.length - 1} onClose={() => closeModal(entry.id)} />
          </Suspense>
        );
      })}
    </div>
  );
}
