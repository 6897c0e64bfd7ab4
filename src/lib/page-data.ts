/**
 * The data the server rendered the page with (src/config/page-data.ts), read
 * from the page once and provided to the app: hooks start from it instead of
 * "loading", so hydration draws what the server drew.
 */
import { createContext, useContext } from 'react';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../config/page-data';

export { articleDataKey, headingDataKey, type PageData } from '../config/page-data';

export const PageDataContext = createContext<PageData>({});

/** What the page was rendered with under `key`, if anything. */
export function usePageData<T>(key: string): T | undefined {
  return useContext(PageDataContext)[key] as T | undefined;
}

/** The page's data from the served document; empty when there is none or it does not read. */
export function readPageData(doc: Document): PageData {
  const element = doc.getElementById(PAGE_DATA_ELEMENT_ID);
  if (!(element instanceof HTMLTemplateElement)) return {};
  try {
    const data: unknown = JSON.parse(element.content.textContent ?? '');
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as PageData) : {};
  } catch {
    return {};
  }
}
