/** Reads the page data (src/config/page-data.ts) from a served document; no React, so the islands script can read it too. */
import { PAGE_DATA_ELEMENT_ID, type PageData } from '../config/page-data';

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
