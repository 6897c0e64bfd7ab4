import { describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../api-contract';
import { API_SHAPES } from './index';
import type { EndpointShape } from './shape';

const shapeOf = (name: keyof typeof API_SHAPES): EndpointShape => API_SHAPES[name];
const placeholders = (path: string) => [...path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!).sort();

describe('the shapes of the contract', () => {
  it('give every entry exactly its path placeholders as required params', () => {
    for (const entry of API_ENDPOINTS) {
      const params = shapeOf(entry.name).params;
      expect(Object.keys(params?.properties ?? {}).sort(), entry.name).toEqual(placeholders(entry.path));
      expect([...(params?.required ?? [])].sort(), entry.name).toEqual(placeholders(entry.path));
    }
  });

  it('answer a websocket with 101 and every other entry with 200', () => {
    for (const entry of API_ENDPOINTS) {
      expect(Object.keys(shapeOf(entry.name).answers), entry.name).toContain(entry.websocket ? '101' : '200');
    }
  });

  it('give a body only to calls that send one', () => {
    for (const entry of API_ENDPOINTS.filter((e) => e.method !== 'POST')) expect(shapeOf(entry.name).body, entry.name).toBeUndefined();
  });

  it('sum up every operation in one line', () => {
    for (const entry of API_ENDPOINTS) expect(shapeOf(entry.name).summary, entry.name).toMatch(/^[^\n]{8,100}$/);
  });
});
