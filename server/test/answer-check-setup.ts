/** Fails a server test whose requests got an answer off its contract schema (answer-check.ts). */
import { afterEach, expect } from 'vitest';
import { takeAnswerMismatches } from './answer-check.js';

afterEach(() => {
  expect(takeAnswerMismatches(), 'answers off their contract schema').toEqual([]);
});
