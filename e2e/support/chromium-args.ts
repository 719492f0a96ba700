/**
 * Flags for the system Chromium on these machines: headless as root, and no background
 * connections, which the closed network would refuse many at a time.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
