import { parse } from '@formatjs/icu-messageformat-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultMessages } from '../intl';
import { lookupMessage, messageText, setApiMessages, translateApiError } from './error-messages';

afterEach(() => setApiMessages(defaultMessages));

describe('API error texts from the active catalogue', () => {
  it('reads a catalogue compiled at build time as text, as the source string reads', () => {
    setApiMessages({
      'errors.general.3000': parse('Wir führen Wartungsarbeiten durch.'),
      'errors.general.429': parse('Too many requests, wait {seconds} s'),
    } as never);
    expect(translateApiError({ code: 3000 })).toBe('Wir führen Wartungsarbeiten durch.');
    expect(lookupMessage('errors.general.429')).toBe('Too many requests, wait {seconds} s');
  });

  it('falls back to English, and keeps plain strings as they are', () => {
    setApiMessages({});
    expect(lookupMessage('errors.general.3000')).toBe(defaultMessages['errors.general.3000']);
    expect(messageText('plain')).toBe('plain');
    expect(messageText(undefined)).toBeUndefined();
  });
});
