/**
 * Page sizes of content lists the spec leaves open (its own: GUIDES_PAGE_SIZE
 * and HELP_ARTICLES_PAGE_SIZE in src/config/limits.ts).
 */

/** Blog posts per page of the blog list and tag pages: a screenful or two of cards. */
export const BLOG_PAGE_SIZE = 10;

/**
 * Every post of the blog in one call (the API's largest page), to find a post
 * by its url whatever its sub-category, and to pick related posts.
 */
export { HELP_ARTICLES_PAGE_SIZE as ALL_POSTS_PAGE_SIZE } from '../../config/limits';
