/**
 * The modals host of a page of islands, where the layout is the server's HTML
 * and draws none: the stack is drawn in <body>, beside the layout as the
 * whole app draws it, and the layout is `inert` while a modal is open (the
 * whole app's layout does this in React). Inert, the layout drops focus before
 * the dialog (a chunk of its own) mounts and notes its opener, so the opener
 * is noted here and given focus back when the last modal closes.
 */
import { useLayoutEffect } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { modalsState } from '../state';
import { ModalsHost } from './ModalsHost';

export function IslandModalsHost() {
  const open = useSnapshot(modalsState).stack.length > 0;
  useLayoutEffect(() => {
    const layout = document.querySelector('#root > .layout');
    if (!open || !layout) return;
    // Made inert, the layout loses focus before the dialog (its own chunk) can note its opener: note it here.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    layout.setAttribute('inert', '');
    return () => {
      layout.removeAttribute('inert');
      if (opener?.isConnected && !document.querySelector('[role="dialog"]')?.contains(document.activeElement)) opener.focus({ preventScroll: true });
    };
  }, [open]);
  return createPortal(<ModalsHost />, document.body);
}
