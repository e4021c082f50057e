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
