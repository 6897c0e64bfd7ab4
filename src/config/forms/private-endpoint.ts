/** Private endpoint solution: a quote request and an application (POST api/v2/forms/privateEndpoint{Quote,Application}). */
import { Type, type Static } from '@sinclair/typebox';
import { captcha, email, hashrate, line, marketing, optional, text } from './fields.js';

export const privateEndpointQuoteSchema = Type.Object(
  {
    name: line(),
    email: email(),
    company: optional(line()),
    algorithm: line(50),
    hashrate: hashrate(),
    message: optional(text()),
    captcha: captcha(),
    marketing: marketing(),
  },
  { additionalProperties: false, title: 'Private endpoint quote request' },
);
export type PrivateEndpointQuoteForm = Static<typeof privateEndpointQuoteSchema>;

export const privateEndpointApplicationSchema = Type.Object(
  {
    name: line(),
    email: email(),
    company: line(),
    country: line(100),
    algorithm: line(50),
    hashrate: hashrate(),
    useCase: text(),
    captcha: captcha(),
    marketing: marketing(),
  },
  { additionalProperties: false, title: 'Private endpoint application' },
);
export type PrivateEndpointApplicationForm = Static<typeof privateEndpointApplicationSchema>;
