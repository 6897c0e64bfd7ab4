/** The page's query string, parsed (wouter's useSearch, so it works in server rendering too). */
import { useMemo } from 'react';
import { useSearch } from 'wouter';

export function useQueryParams(): URLSearchParams {
  const search = useSearch();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** `?page=N` as a 1-based page number; anything else is page 1. */
export function pageFromQuery(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A query string from the values that are set ("" when none). */
export function toQueryString(values: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
