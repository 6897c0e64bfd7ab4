import { describe, expect, it } from 'vitest';
import { clearFieldMessage, hasErrors, setFieldMessage, type FormMessages } from './form-messages';

type Field = 'email' | 'password';

describe('form messages', () => {
  it('set a status and a message on a field without changing the original', () => {
    const empty: FormMessages<Field> = {};
    const next = setFieldMessage(empty, 'email', 'error', 'Enter a valid e-mail address.');
    expect(next).toEqual({ email: { status: 'error', message: 'Enter a valid e-mail address.' } });
    expect(empty).toEqual({});
  });

  it('replace the message of a field that already has one', () => {
    const first = setFieldMessage<Field>({}, 'email', 'error', 'Required.');
    expect(setFieldMessage(first, 'email', 'success', 'Looks good.').email).toEqual({ status: 'success', message: 'Looks good.' });
  });

  it('clear one field and keep the others', () => {
    let messages = setFieldMessage<Field>({}, 'email', 'error', 'Required.');
    messages = setFieldMessage(messages, 'password', 'warning', 'Caps Lock is on.');
    expect(clearFieldMessage(messages, 'email')).toEqual({ password: { status: 'warning', message: 'Caps Lock is on.' } });
  });

  it('return the same object when clearing a field that has no message', () => {
    const messages = setFieldMessage<Field>({}, 'email', 'info', 'We never share it.');
    expect(clearFieldMessage(messages, 'password')).toBe(messages);
  });

  it('report errors only when a field has the error status', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: { status: 'warning', message: 'Check it.' }, password: { status: 'info', message: 'Hint.' } })).toBe(false);
    expect(hasErrors({ email: { status: 'success', message: 'OK' }, password: { status: 'error', message: 'Too short.' } })).toBe(true);
  });
});
