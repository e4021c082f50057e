/** Where the end-to-end servers listen, and the sample data they use. */
export const E2E = {
  port: Number(process.env.E2E_PORT ?? 4317),
  samplePort: Number(process.env.E2E_SAMPLE_PORT ?? 4318),
  apiKey: 'e2e-partner-key',
  today: '2026-11-18',
  email: 'demo@partner.example',
  password: 'demo-password',
};
export const chromiumPath = () => process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** How the tests and the bench start Chromium here: no sandbox as root, no background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];
