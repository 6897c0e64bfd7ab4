/**
 * What a visitor set in an island's form controls before it hydrated (a coin
 * picked in a filter, a word typed in a search box), and giving it back once
 * it has. Hydration leaves the text in a field but does not tell the
 * component, and a component that renders again sets its fields back to its
 * state; so the runtime keeps the latest value of each control the visitor
 * changed (from their input and change events, and a look at the island just
 * before hydrating for what the browser filled in without one) and, once the
 * island is hydrated, gives each back in one go, as the browser's own events,
 * which the component's handlers then see like a visitor's
 * (src/islands/runtime.ts).
 */
import { announceValue } from '../lib/early-events';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface ControlValue {
  control: Control;
  value: string;
  checked?: boolean;
}

const CHECKABLE = new Set(['checkbox', 'radio']);

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

/** A control's value now; undefined for anything else an input event can come from (an editable element). */
export function valueOf(element: EventTarget | null): ControlValue | undefined {
  if (!isControl(element)) return undefined;
  const checkable = element instanceof HTMLInputElement && CHECKABLE.has(element.type);
  return checkable ? { control: element, value: element.value, checked: element.checked } : { control: element, value: element.value };
}

function changed(control: Control): boolean {
  if (control instanceof HTMLSelectElement) {
    const drawn = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (drawn?.value ?? '');
  }
  if (control instanceof HTMLInputElement && CHECKABLE.has(control.type)) return control.checked !== control.defaultChecked;
  return control.value !== control.defaultValue;
}

/** The island's controls whose value differs from the one the server drew, or that are among `touched`, with their values now. */
export function changedControls(island: Element, touched: ReadonlySet<Element> = new Set()): ControlValue[] {
  return [...island.querySelectorAll<Control>('input, select, textarea')].flatMap((control) =>
    changed(control) || touched.has(control) ? (valueOf(control) ?? []) : [],
  );
}

/** Gives each control the value the visitor chose and tells its listeners (a controlled field's onChange among them). */
export function restoreControls(values: readonly ControlValue[]): void {
  for (const { control, value, checked } of values) {
    if (!control.isConnected) continue;
    if (checked === undefined) {
      announceValue(control, value);
      continue;
    }
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'checked')?.set?.call(control, checked);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
