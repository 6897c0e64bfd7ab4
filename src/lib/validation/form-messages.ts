/**
 * Per-field form feedback (spec section 5: "Form messages carry a status and a
 * message text per field"). Helpers return new objects so the same values work
 * as React state and as valtio snapshots.
 */

export const FORM_MESSAGE_STATUSES = ['error', 'warning', 'success', 'info'] as const;
export type FormMessageStatus = (typeof FORM_MESSAGE_STATUSES)[number];

export interface FieldMessage {
  status: FormMessageStatus;
  message: string;
}

/** Messages by field name; a field without an entry shows nothing. */
export type FormMessages<Field extends string = string> = Partial<Record<Field, FieldMessage>>;

export function setFieldMessage<Field extends string>(
  messages: FormMessages<Field>,
  field: Field,
  status: FormMessageStatus,
  message: string,
): FormMessages<Field> {
  return { ...messages, [field]: { status, message } };
}

export function clearFieldMessage<Field extends string>(messages: FormMessages<Field>, field: Field): FormMessages<Field> {
  if (!(field in messages)) return messages;
  const rest: FormMessages<Field> = { ...messages };
  delete rest[field];
  return rest;
}

/** True if any field carries an error (warnings and hints do not block a submit). */
export function hasErrors(messages: FormMessages): boolean {
  return Object.values(messages).some((entry) => entry?.status === 'error');
}
