/**
 * What the visitor did on a server-rendered page before the app hydrated it,
 * as public/before-app.js noted it (docs/rendering.md, "Before
 * the app"): fields they changed, buttons they pressed, forms they sent.
 * The app takes them just before it hydrates (React's own listeners handle
 * anything later). As hydration completes, before anything renders again
 * (a controlled field rendering again would be set back to its state), it
 * tells its components of the changed fields; then it replays the presses
 * and sends, each in a task of its own, so the state a field set is in
 * place when a press reads it.
 */
export interface EarlyEvent {
  /** "input": a field whose value changed; "click": a button or checkbox pressed; "submit": a form sent. */
  type: 'input' | 'click' | 'submit';
  target: Element;
  submitter: Element | null;
  /** A changed field's value when the app took the events. */
  value?: string;
}

interface EarlyEventsHandle {
  take(): EarlyEvent[];
}

declare global {
  interface Window {
    __earlyEvents?: EarlyEventsHandle;
  }
}

/** Stops the holding and returns what was held; none when the script did not run (an old cached shell). */
export function takeEarlyEvents(view: Window = window): EarlyEvent[] {
  return view.__earlyEvents?.take() ?? [];
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Call as hydration completes: fields are told at once, presses and sends follow in later tasks. */
export async function replayEarlyEvents(events: readonly EarlyEvent[]): Promise<void> {
  for (const event of events) {
    if (event.type === 'input' && event.target.isConnected) announceValue(event.target, event.value ?? '');
  }
  for (const event of events) {
    if (event.type === 'input') continue;
    await nextTask();
    if (!event.target.isConnected) continue;
    if (event.type === 'click') (event.target as HTMLElement).click();
    else if (event.target instanceof HTMLFormElement) {
      const { submitter } = event;
      if (submitter instanceof HTMLElement && submitter.isConnected) event.target.requestSubmit(submitter);
      else event.target.requestSubmit();
    }
  }
}

/**
 * Gives a field the value the visitor gave it, and tells its component.
 * Hydration keeps the text typed into a field but does not tell the
 * component, whose state still holds what the server rendered; and a
 * component that rendered again since has set the field back to its state.
 * React notices a field changed by comparing it with the value it last saw,
 * which it reads through the element's own `value` property (for a
 * controlled field React keeps `defaultValue` at its state): set that to the
 * rendered value, put the typed text in with the prototype's setter, and an
 * input event then reaches onChange as typing would. A select needs only its
 * value and change event.
 */
export function announceValue(field: Element, typed: string): void {
  if (field instanceof HTMLSelectElement) {
    field.value = typed;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set;
  if (!setValue) return;
  if (typed !== field.defaultValue) field.value = field.defaultValue;
  setValue.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
