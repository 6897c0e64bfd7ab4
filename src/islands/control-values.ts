/**
 * What a visitor set in an island's form controls before it hydrated (a coin
 * picked in a filter, a word typed in a search box). Hydration sets every
 * control back to what the server drew, so the runtime notes the changed ones
 * just before it hydrates and gives them back just after, as the browser's own
 * input and change events, which the component's handlers then see like a
 * visitor's (src/islands/runtime.ts).
 */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface ControlValue {
  control: Control;
  value: string;
  checked?: boolean;
}

const CHECKABLE = new Set(['checkbox', 'radio']);

function changed(control: Control): ControlValue | undefined {
  if (control instanceof HTMLSelectElement) {
    const drawn = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (drawn?.value ?? '') ? { control, value: control.value } : undefined;
  }
  if (control instanceof HTMLInputElement && CHECKABLE.has(control.type)) {
    return control.checked !== control.defaultChecked ? { control, value: control.value, checked: control.checked } : undefined;
  }
  return control.value !== control.defaultValue ? { control, value: control.value } : undefined;
}

/** The island's controls whose value differs from the one the server drew. */
export function changedControls(island: Element): ControlValue[] {
  return [...island.querySelectorAll<Control>('input, select, textarea')].flatMap((control) => changed(control) ?? []);
}

/** Sets each control back to what the visitor chose, through the element's own setter, and tells its listeners. */
export function restoreControls(values: readonly ControlValue[]): void {
  for (const { control, value, checked } of values) {
    if (!control.isConnected) continue;
    const prototype = Object.getPrototypeOf(control) as object;
    const property = checked === undefined ? 'value' : 'checked';
    Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(control, checked ?? value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
