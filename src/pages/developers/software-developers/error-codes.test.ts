// The error code table is generated from the server's error enum: a code added
// to src/config/error-codes.ts without its explanation in every catalogue fails
// here, and a signing error must point at a finding the doctor knows.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../config/error-codes';
import { EXTRA_LOCALES, SUPPORTED_LOCALES } from '../../../config/limits';
import { FINDING_IDS } from '../../../features/signing-doctor/findings';
import { SIGNING_ERRORS } from './ErrorCodes';

const LOCALES_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../locales');

describe('error codes', () => {
  for (const locale of [...SUPPORTED_LOCALES, ...EXTRA_LOCALES]) {
    it(`has every code's explanation in ${locale}`, () => {
      const catalogue = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, `${locale}.json`), 'utf8')) as Record<string, string>;
      const missing = Object.values(ERROR_CODES)
        .map((e) => `dev.errorCode.${e.code}`)
        .filter((key) => !catalogue[key]?.trim());
      expect(missing).toEqual([]);
    });
  }

  it('links the signing errors to the doctor, at findings it has', () => {
    expect(Object.keys(SIGNING_ERRORS).sort()).toEqual(['INVALID_SESSION', 'NONCE_REUSED', 'TIME_SKEW']);
    for (const finding of Object.values(SIGNING_ERRORS)) if (finding) expect(FINDING_IDS).toContain(finding);
  });
});
