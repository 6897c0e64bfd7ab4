/** The logo: a hexagon (a block) cut by two bars (an H). Same drawing as public/favicon.svg. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand-mark" width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" className="brand-mark__tile" />
      <path d="M32 10 51 21v22L32 54 13 43V21Z" className="brand-mark__hex" />
      <path d="M24 22v20M40 22v20M24 32h16" className="brand-mark__h" />
    </svg>
  );
}
