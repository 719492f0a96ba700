import { BRAND } from './brand';

/** The logo mark, decorative: the link around it carries the accessible name. */
export function BrandMark({ size = 40 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox={BRAND.logo.viewBox}
      aria-hidden="true"
      focusable="false"
    >
      <path d={BRAND.logo.tile} fill="var(--color-primary)" />
      <path d={BRAND.logo.flame} fill="var(--color-on-primary)" />
      <path
        d={BRAND.logo.wave}
        fill="none"
        stroke="var(--color-on-primary)"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
