import { z } from 'zod';

// Browsers run the app under our Content-Security-Policy, which has no 'unsafe-eval': zod's
// probe for its compiled parsers (`new Function`) is refused there and reported as a CSP
// violation on every page that validates. The server keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });

/** zod, configured for where it runs: every schema is built with this `z`. */
export { z };
