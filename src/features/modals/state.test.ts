import { describe, expect, it } from 'vitest';
import { closeModal, closeTopModal, modalsState, openModal } from './state';

describe('modals', () => {
  it('closes only the top modal of the stack', () => {
    const first = openModal('video', { src: 'a' });
    openModal('confirm');
    expect(closeTopModal()).toBe(true);
    expect(modalsState.stack.map((m) => m.id)).toEqual([first]);
    closeModal(first);
    expect(closeTopModal()).toBe(false);
  });
});
