/**
 * Flags for the system Chromium on these machines: headless as root, and no background
 * connections, which the closed network would refuse many at a time. Without a GPU, an idle
 * headless Chromium spends about 45 % of a core compositing frames in software; with GPU
 * compositing off it spends 3 % (measured on an about:blank page), which on two cores is
 * the difference between a calm and a starved e2e run.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-gpu-compositing',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
