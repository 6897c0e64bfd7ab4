/**
 * Code blocks and tables of an article scroll sideways on a narrow screen:
 * they take focus, so a keyboard user can scroll them too (WCAG 2.1.1, axe
 * "scrollable-region-focusable"). The article body does it once drawn; on a
 * page of islands, where the article is never React, the islands script does.
 */
export const ARTICLE_SCROLLABLES = '.article-body pre, .article-body table';

export function makeScrollablesFocusable(root: ParentNode | null, selector = 'pre, table'): void {
  for (const element of root?.querySelectorAll<HTMLElement>(selector) ?? []) element.tabIndex = 0;
}
