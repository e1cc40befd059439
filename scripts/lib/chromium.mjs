// The flags every headless Chromium of ours starts with, the browser tests' (e2e/support/browser.ts) and the
// browser benches' alike: no sandbox (containers), no GPU, and none of Chrome's own background traffic (updates,
// sync, first-run pages, QUIC) to disturb what is tested or measured. Without `--headless`: playwright-core adds it
// itself, chrome-launcher (Lighthouse) is given it.
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
