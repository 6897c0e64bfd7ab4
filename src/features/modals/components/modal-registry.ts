/**
 * The modal kinds the host can draw. A feature adds its kind here, so the
 * modals state stays plain data (kind + props) and any module can open one.
 */
import type { ComponentType } from 'react';

export interface ModalComponentProps {
  props: Readonly<Record<string, unknown>>;
  onClose: () => void;
  /** Only the top modal traps focus and reacts to the backdrop. */
  isTop: boolean;
}

const registry = new Map<string, ComponentType<ModalComponentProps>>();

export function registerModal(kind: string, component: ComponentType<ModalComponentProps>): void {
  registry.set(kind, component);
}

export function modalComponent(kind: string): ComponentType<ModalComponentProps> | undefined {
  return registry.get(kind);
}
