/**
 * Styles of an article inside its shadow root. The app's stylesheets do not reach it,
 * and its markup cannot restyle the app; brand colours arrive as inherited custom properties.
 */
export const ARTICLE_STYLES = `
:host { display: block; color: var(--color-ink, #14232e); font-size: 1rem; line-height: 1.7; }
* { box-sizing: border-box; max-width: 100%; }
h1, h2, h3, h4 { line-height: 1.25; letter-spacing: -0.01em; margin: 2em 0 0.6em; }
h1 { font-size: 1.6rem; margin-top: 0; }
h2 { font-size: 1.3rem; }
h3 { font-size: 1.1rem; }
:first-child { margin-top: 0; }
p, ul, ol, table { margin: 0 0 1em; }
ul, ol { padding-left: 1.4em; }
li + li { margin-top: 0.35em; }
a { color: var(--color-primary, #c2410c); text-underline-offset: 0.18em; overflow-wrap: anywhere; }
a:focus-visible { outline: 3px solid var(--color-focus, #1d4ed8); outline-offset: 2px; border-radius: 4px; }
strong { font-weight: 650; }
table { width: 100%; border-collapse: collapse; font-size: 0.95rem; display: block; overflow-x: auto; }
th, td { padding: 0.6em 0.8em; border: 1px solid var(--color-line, #e4ded6); text-align: left; vertical-align: top; }
th { background: var(--color-canvas, #f7f5f2); }
address { font-style: normal; }
.updated { color: var(--color-ink-muted, #4a5a66); font-size: 0.9rem; }
`;
