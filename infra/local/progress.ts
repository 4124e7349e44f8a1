/** A one-line progress bar on stderr (a line per 10% when stderr is not a terminal). */
export function progressBar(label: string, total: number) {
  const started = performance.now();
  let lastDecile = -1;
  const width = 30;
  return {
    update(done: number) {
      const ratio = total ? Math.min(1, done / total) : 1;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const text = `${label} ${done.toLocaleString('en')}/${total.toLocaleString('en')} ${Math.round(ratio * 100)}% ${seconds} s`;
      if (process.stderr.isTTY) {
        const filled = Math.round(ratio * width);
        process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${text}`);
      } else if (Math.floor(ratio * 10) > lastDecile) {
        lastDecile = Math.floor(ratio * 10);
        process.stderr.write(`${text}\n`);
      }
    },
    done() {
      if (process.stderr.isTTY) process.stderr.write('\n');
    },
  };
}
