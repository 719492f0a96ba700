/**
 * The brand in one place: name, colours, logo and the double-branding partner.
 * Colours become CSS custom properties (`--color-*`) that every stylesheet uses.
 */
export const BRAND = {
  name: 'Calora',
  colors: {
    primary: '#c2410c',
    primaryStrong: '#9a3412',
    primarySoft: '#fff1e8',
    onPrimary: '#ffffff',
    accent: '#0e7490',
    accentSoft: '#e3f4f7',
    ink: '#14232e',
    inkMuted: '#4a5a66',
    canvas: '#f7f5f2',
    surface: '#ffffff',
    line: '#e4ded6',
    focus: '#1d4ed8',
  },
  /** The logo mark: a flame over an air wave (heating and ventilation), on a rounded tile. */
  logo: {
    viewBox: '0 0 40 40',
    tile: 'M10 0h20a10 10 0 0 1 10 10v20a10 10 0 0 1-10 10H10A10 10 0 0 1 0 30V10A10 10 0 0 1 10 0z',
    flame:
      'M20.6 6.5c1.1 4.3 6.9 7.6 6.9 14.1a7.5 7.5 0 0 1-15 0c0-3.4 1.6-5.8 3.7-7.6.3 2.5 1.3 4 3 4.9-.6-3.9-.3-7.6 1.4-11.4z',
    wave: 'M9 31.5c3.7-2.4 7.3-2.4 11 0s7.3 2.4 11 0',
  },
  /** Shown next to the logo under the double-branding rule (fr-FR, radiators). */
  partner: {
    name: 'Maison Radia',
    logoUrl: '/assets/images/partner-logo.svg',
  },
} as const;

const COLOR_PROPERTIES: Record<keyof typeof BRAND.colors, string> = {
  primary: '--color-primary',
  primaryStrong: '--color-primary-strong',
  primarySoft: '--color-primary-soft',
  onPrimary: '--color-on-primary',
  accent: '--color-accent',
  accentSoft: '--color-accent-soft',
  ink: '--color-ink',
  inkMuted: '--color-ink-muted',
  canvas: '--color-canvas',
  surface: '--color-surface',
  line: '--color-line',
  focus: '--color-focus',
};

/** The brand colours as a CSS rule, for pages rendered on the server. */
export function brandThemeCss(): string {
  const declarations = Object.entries(COLOR_PROPERTIES).map(
    ([name, property]) => `${property}:${BRAND.colors[name as keyof typeof BRAND.colors]}`,
  );
  return `:root{${declarations.join(';')}}`;
}

/** Publishes the brand colours as CSS custom properties on `root`. */
export function applyBrandTheme(root: HTMLElement): void {
  for (const [name, property] of Object.entries(COLOR_PROPERTIES)) {
    root.style.setProperty(property, BRAND.colors[name as keyof typeof BRAND.colors]);
  }
}
