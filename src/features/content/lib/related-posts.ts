/**
 * Posts related to a post: those sharing a tag or the sub-category, most
 * shared first (a tag and the sub beat a tag alone), newest first among equals.
 */
import type { ArticleSummary } from '../types';

export const RELATED_POSTS_COUNT = 3;

export function relatedPosts(post: ArticleSummary, candidates: readonly ArticleSummary[], count = RELATED_POSTS_COUNT): ArticleSummary[] {
  const score = (other: ArticleSummary): number => other.tags.filter((tag) => post.tags.includes(tag)).length + (post.sub && other.sub === post.sub ? 1 : 0);
  return candidates
    .filter((other) => other.url !== post.url)
    .map((other) => ({ other, score: score(other) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || b.other.date - a.other.date)
    .slice(0, count)
    .map(({ other }) => other);
}
