import { Worker } from 'node:worker_threads';

/** A thread running a TypeScript module of this project, compiled on load by tsx as the process itself is. */
export function startTypeScriptThread(file: URL, workerData: unknown): Worker {
  const boot = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file.href)}); })`;
  return new Worker(boot, { eval: true, workerData });
}
