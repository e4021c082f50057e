/**
 * `npm test`: every stage a change must pass, in the order that fails fastest, each timed. The
 * closing lines say how long each stage took, so a slow suite shows where its time goes.
 *
 * The static checks (types, lint, format) run side by side: each is one process on one core, and
 * together they take the time of the longest. Their output is printed whole as each ends, not
 * interleaved. The build (then the first-paint size, which reads it) runs beside the unit tests,
 * its output printed when it ends: the unit tests wait on their servers and databases much of the
 * time, and on the two-core machine the build beside them added nothing measurable to their time.
 * The end-to-end tests run last, alone, using both cores.
 */
import { spawn, spawnSync } from 'node:child_process';

const TOGETHER = ['typecheck', 'lint', 'format:check'] as const;
const BESIDE_UNIT = ['build', 'size'] as const;

const times: { stage: string; seconds: number; ok: boolean }[] = [];

const runCaptured = (stage: string) =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', stage], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.once('close', (code) => {
      const ok = code === 0;
      times.push({ stage, seconds: (performance.now() - started) / 1000, ok });
      process.stdout.write(
        `\n> ${stage}${ok ? '' : '  FAILED'}\n${Buffer.concat(output).toString()}`,
      );
      resolve();
    });
  });

const wall = performance.now();
await Promise.all(TOGETHER.map(runCaptured));
let failed = times.some((time) => !time.ok);
const staticSeconds = (performance.now() - wall) / 1000;

/** Runs a stage with its output on the terminal as it comes. */
const runInherited = (stage: string) =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', stage], { stdio: 'inherit' });
    child.once('close', (code) => {
      times.push({ stage, seconds: (performance.now() - started) / 1000, ok: code === 0 });
      resolve();
    });
  });

if (!failed) {
  const buildThenSize = async () => {
    for (const stage of BESIDE_UNIT) {
      await runCaptured(stage);
      if (!times.at(-1)?.ok) return;
    }
  };
  await Promise.all([runInherited('test:unit'), buildThenSize()]);
  failed = times.some((time) => !time.ok);
}
if (!failed) {
  const started = performance.now();
  const run = spawnSync('npm', ['run', 'test:e2e'], { stdio: 'inherit' });
  const ok = run.status === 0;
  times.push({ stage: 'test:e2e', seconds: (performance.now() - started) / 1000, ok });
  failed = !ok;
}

const total = (performance.now() - wall) / 1000;
console.log('\nnpm test, stage by stage:');
for (const { stage, seconds, ok } of times) {
  const together = (TOGETHER as readonly string[]).includes(stage)
    ? '  (side by side)'
    : (BESIDE_UNIT as readonly string[]).includes(stage)
      ? '  (beside the unit tests)'
      : '';
  console.log(
    `  ${stage.padEnd(13)} ${seconds.toFixed(1).padStart(6)} s${ok ? '' : '  FAILED'}${together}`,
  );
}
console.log(`  ${'static checks'.padEnd(13)} ${staticSeconds.toFixed(1).padStart(6)} s  (wall)`);
console.log(`  ${'total'.padEnd(13)} ${total.toFixed(1).padStart(6)} s`);
const passed = times.filter((time) => time.ok).length;
console.log(`stages: ${passed} passed, ${times.length - passed} failed`);
process.exit(failed ? 1 : 0);
