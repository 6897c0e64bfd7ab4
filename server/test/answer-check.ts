/**
 * Every answer a contract route gives in a test is checked against its
 * entry's schema: a 2xx against the shape's answer for that status, an error
 * against the shared ErrorBody. A mismatch is recorded here and fails the
 * test that caused it (answer-check-setup.ts), so the documents cannot
 * describe a wire the server does not speak.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { findEndpoint, type ApiMethod } from '../../src/config/api-contract.js';
import { API_SHAPES } from '../../src/config/api/index.js';
import { ErrorBody } from '../../src/config/api/common.js';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
const compiled = new WeakMap<TSchema, ValidateFunction>();

function validator(schema: TSchema): ValidateFunction {
  let validate = compiled.get(schema);
  if (!validate) compiled.set(schema, (validate = ajv.compile(schema)));
  return validate;
}

const mismatches: string[] = [];

/** The mismatches recorded since the last call, which empties the list. */
export function takeAnswerMismatches(): string[] {
  return mismatches.splice(0);
}

/** What is wrong with an answer to a contract route, or undefined when it matches its schema. */
export function answerMismatch(method: string, pathname: string, status: number, contentType: string, body: string): string | undefined {
  const endpoint = findEndpoint(pathname, method as ApiMethod);
  if (!endpoint) return undefined;
  const shape = API_SHAPES[endpoint.name];
  const where = `${method} ${pathname} -> ${status}`;
  const schema: TSchema | undefined = status >= 400 ? ErrorBody : (shape.answers as Record<number, TSchema>)[status];
  if (!schema) return `${where}: the status is not in the shape of ${endpoint.name}`;
  if (status < 400 && 'mediaType' in shape) return undefined; // bytes, not JSON
  if (!contentType.startsWith('application/json')) return `${where}: ${contentType || 'no content type'}, not JSON`;
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return `${where}: the body is not JSON`;
  }
  const validate = validator(schema);
  if (validate(data)) return undefined;
  return `${where}: off the schema of ${status >= 400 ? 'ErrorBody' : endpoint.name}: ${ajv.errorsText(validate.errors)}`;
}

/** An onSend hook that records the mismatches of the answers it sees. */
export async function checkAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (request.method === 'HEAD' || reply.statusCode === 101 || reply.statusCode === 304) return payload;
  if (reply.getHeader('content-encoding')) return payload; // an encoded copy of an answer checked when it was first made
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
  if (text === undefined) return payload; // a stream (static files), never a contract answer
  const pathname = request.url.split('?', 1)[0]!;
  const contentType = String(reply.getHeader('content-type') ?? '');
  const problem = answerMismatch(request.method, pathname, reply.statusCode, contentType, text);
  if (problem) mismatches.push(problem);
  return payload;
}
