/** `npm run bench`: every budget of the architecture, each figure printed beside its budget. */
import { benchAlertRound } from './alerts';
import { figures } from './lib';
import { benchDisputeDesk } from './dispute-desk';
import { benchFinanceChart } from './finance-chart';
import { benchFirstPaintJs } from './first-paint-js';
import { benchLargeTable } from './large-table';
import { benchLighthouse } from './lighthouse';
import { benchSessionAndScope, benchSignIn } from './people';
import { benchPortfolio } from './portfolio';
import { benchProxyOverhead } from './proxy-overhead';
import { benchSampleLedger } from './sample-ledger';
import { benchStatements } from './statements';

const sections: [string, () => Promise<void>][] = [
  ['First paint JavaScript (needs `npm run build`)', benchFirstPaintJs],
  ['Finance chart render (needs `npm run build`)', benchFinanceChart],
  ['Portfolio and statement (needs `npm run build`)', benchPortfolio],
  ['Dispute desk (needs `npm run build`)', benchDisputeDesk],
  ['Lighthouse (needs `npm run build`)', benchLighthouse],
  ['Large table (needs `npm run build`)', benchLargeTable],
  ['Proxy overhead', benchProxyOverhead],
  ['Session lookup and scope check (people)', benchSessionAndScope],
  ['Password sign-in (people)', benchSignIn],
  ['Sample ledger', benchSampleLedger],
  ['Statements and briefs by mail (Chromium part needs `npm run build`)', benchStatements],
  ['Alerts (notifications)', benchAlertRound],
];
const only = process.argv.slice(2);
for (const [name, section] of sections) {
  if (only.length > 0 && !only.some((o) => name.toLowerCase().includes(o.toLowerCase()))) continue;
  console.log(`\n${name}`);
  await section();
}
const over = figures.filter((f) => f.ok === false);
console.log(
  over.length === 0 ? '\nAll figures within budget.' : `\n${over.length} figure(s) over budget.`,
);
