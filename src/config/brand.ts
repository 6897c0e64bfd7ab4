/**
 * The product's name, written once. `{brand}` in the specification's paths is
 * `BRAND.slug`; in text it is `BRAND.name`.
 */
export const BRAND = {
  name: 'Hashvale',
  slug: 'hashvale',
} as const;
