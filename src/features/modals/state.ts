/**
 * Stacked modals (spec section 2 "Shell"): the newest is on top and Escape
 * closes only that one. A modal is a registered kind plus its props, so the
 * state stays serialisable.
 */
import { proxy } from 'valtio';

export interface ModalEntry {
  id: number;
  kind: string;
  props: Record<string, unknown>;
}

export const modalsState = proxy<{ stack: ModalEntry[] }>({ stack: [] });

let nextId = 1;

export function openModal(kind: string, props: Record<string, unknown> = {}): number {
  const id = nextId++;
  modalsState.stack.push({ id, kind, props });
  return id;
}

export function closeModal(id: number): void {
  const index = modalsState.stack.findIndex((m) => m.id === id);
  if (index !== -1) modalsState.stack.splice(index, 1);
}

/** Closes the top modal (Escape); false when none is open. */
export function closeTopModal(): boolean {
  return modalsState.stack.pop() !== undefined;
}

// -- Hosts --
// The whole app's layout draws the stack (ModalsHost); a page of islands has
// no layout of its own in React, so an island that opens a modal there draws
// a host itself (features/modals/components/VideoControl.tsx).
let hosts = 0;

/** A ModalsHost calls this when it mounts; returns the call for its unmount. */
export function registerModalHost(): () => void {
  hosts += 1;
  return () => {
    hosts -= 1;
  };
}

export function hasModalHost(): boolean {
  return hosts > 0;
}
