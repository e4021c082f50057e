/**
 * `npm test`: every stage a change must pass, in the order that fails fastest, each timed. The
 * closing lines say how long each stage took, so a slow suite shows where its time goes.
 */
import { spawnSync } from 'node:child_process';

const STAGES = [
  'typecheck',
  'lint',
  'format:check',
  'test:unit',
  'build',
  'size',
  'test:e2e',
] as const;

const times: { stage: string; seconds: number; ok: boolean }[] = [];
let failed = false;
for (const stage of STAGES) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  const ok = run.status === 0;
  times.push({ stage, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) {
    failed = true;
    break;
  }
}

const total = times.reduce((sum, time) => sum + time.seconds, 0);
console.log('\nnpm test, stage by stage:');
for (const { stage, seconds, ok } of times)
  console.log(`  ${stage.padEnd(13)} ${seconds.toFixed(1).padStart(6)} s${ok ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(13)} ${total.toFixed(1).padStart(6)} s`);
const passed = times.filter((time) => time.ok).length;
console.log(`stages: ${passed} passed, ${times.length - passed} failed`);
process.exit(failed ? 1 : 0);
