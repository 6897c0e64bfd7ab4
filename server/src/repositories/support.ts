/** The help centre's categories and their sub-categories. */
import type { Queryable } from '../db/types.js';

export function createSupportRepository(db: Queryable) {
  return {
    categories(): Promise<Array<{ category: string; subCategories: string[] }>> {
      return db.query('SELECT category, sub_categories AS "subCategories" FROM support_categories ORDER BY position');
    },
  };
}

export type SupportRepository = ReturnType<typeof createSupportRepository>;
