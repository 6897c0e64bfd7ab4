/**
 * The modals host of a page of islands, where the layout is the server's HTML
 * and draws none: the stack is drawn in <body>, beside the layout as the
 * whole app draws it, and the layout is `inert` while a modal is open (the
 * whole app's layout does this in React). Set in a layout effect, so it is
 * gone before a closing dialog gives focus back to its opener.
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
    layout?.toggleAttribute('inert', open);
    return () => layout?.removeAttribute('inert');
  }, [open]);
  return createPortal(<ModalsHost />, document.body);
}
