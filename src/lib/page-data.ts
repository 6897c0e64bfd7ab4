/**
 * The data the server rendered the page with (src/config/page-data.ts), read
 * from the page once and provided to the app: hooks start from it instead of
 * "loading", so hydration draws what the server drew. On the server the
 * provider also hears which articles and lists the page asked for and did
 * not have (`ask`), so it can look them up and render again
 * (src/entry-server.tsx).
 */
import { createContext, useContext } from 'react';
import { contentDataKey, type ArticleListRequest, type ArticleRequest, type ContentRequest, type PageData } from '../config/page-data';

export {
  articleDataKey,
  contentDataKey,
  COOKIES_ACCEPTED_DATA_KEY,
  FEE_INFO_DATA_KEY,
  headingDataKey,
  listDataKey,
  STATUS_SUMMARY_DATA_KEY,
  SUPPORT_CATEGORIES_DATA_KEY,
  type ArticleListRequest,
  type ArticleRequest,
  type ContentRequest,
  type PageData,
} from '../config/page-data';

export interface PageDataSource {
  data: PageData;
  /** Told of what the page asked for that `data` lacks (server rendering only). */
  ask?: (request: ContentRequest) => void;
}

export const PageDataContext = createContext<PageDataSource>({ data: {} });

/** What the page was rendered with under `key`, if anything. */
export function usePageData<T>(key: string): T | undefined {
  return useContext(PageDataContext).data[key] as T | undefined;
}

/**
 * What the page was rendered with for `request`: the answer, null when there
 * is none, undefined when the page was not rendered with it (on the server,
 * the renderer is told, looks it up and renders again).
 */
export function useServed<T>(request: ContentRequest | undefined): T | null | undefined {
  const { data, ask } = useContext(PageDataContext);
  if (!request) return undefined;
  const key = contentDataKey(request);
  if (Object.hasOwn(data, key)) return data[key] as T | null;
  ask?.(request);
  return undefined;
}

/** The article the page was rendered with: the article, null when there is none, undefined when the page was not rendered with it. */
export function usePageArticle<T>(request: ArticleRequest): T | null | undefined {
  return useServed<T>({ article: request });
}

/** The list page the page was rendered with, undefined when it was not rendered with it. */
export function usePageList<T>(request: ArticleListRequest | undefined): T | undefined {
  return useServed<T>(request && { list: request }) ?? undefined;
}

export { readPageData } from './read-page-data';
