import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { fileURLToPath } from 'node:url';

/**
 * `npm start` (its script's shell execs this): runs the product (serve.ts, the process that owns
 * the data directory) in a process group of its own, passes it each Ctrl-C once, waits for it and
 * exits with its exit code.
 *
 * Ctrl-C in a terminal sends SIGINT to every process of the foreground job at once, and each
 * wrapper reacts in its own way: npm passes the signal on to its child, so the product would get
 * one Ctrl-C twice (the second meaning "again"); the shell npm runs a script in waits for its
 * child, then kills itself with SIGINT, and npm, seeing that, does the same (hence `exec` in the
 * script); tsx's command line passes the signal on too and kills its child with SIGKILL when the
 * child has not answered it within some 60 ms, as a busy product does not (hence `node --import
 * tsx`); and the esbuild service tsx compiles with, a child of the product, would die at the first
 * Ctrl-C although modules still load while the product stops (a route's handler on its first
 * request, a job's thread on its first event). In a group of its own the product receives exactly
 * what this process passes: one signal a Ctrl-C, the signals reaching this process within
 * DUPLICATE_MS of the last one passed being that same Ctrl-C. SIGTERM is passed on the same way,
 * a hang-up (the terminal closed) as SIGTERM. A fourth Ctrl-C, should the product not have stopped
 * at the third, kills its group.
 */
const DUPLICATE_MS = 500;

// with the node options this process was given (`--import tsx`; `--cpu-prof`, `--inspect`... profile the product)
const child = spawn(process.execPath, [...process.execArgv, fileURLToPath(new URL('./serve.ts', import.meta.url))], {
  detached: true, // a session and process group of its own, out of the terminal's reach
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'], // the channel closes when this process goes away, which stops the product
});

let passed = 0;
let lastPassed = -Infinity;
function pass(signal: NodeJS.Signals) {
  const now = performance.now();
  if (now - lastPassed < DUPLICATE_MS) return;
  lastPassed = now;
  passed++;
  if (passed <= 3) return void child.kill(signal);
  console.log('\nStill not stopped after the third Ctrl-C: killing it.');
  if (child.pid) process.kill(-child.pid, 'SIGKILL');
}
process.on('SIGINT', () => pass('SIGINT'));
process.on('SIGTERM', () => pass('SIGTERM'));
process.on('SIGHUP', () => pass('SIGTERM'));

child.once('error', (error) => {
  console.error(`Could not start the product: ${error.message}`);
  process.exit(1);
});
child.once('exit', (code, signal) => process.exit(code ?? 128 + constants.signals[signal ?? 'SIGKILL']));
