import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from './api.ts';
import { waitFor } from './wait-for.ts';

/**
 * The product as `npm start` runs it, in a process of its own on a data directory, so a test can
 * kill it (kill -9) and start it again on the same data. It is ready once it wrote runtime.json.
 */
export interface ProductProcess {
  child: ChildProcess;
  pid: number;
  url: string;
  dynamoEndpoint: string;
  /** The SES stand-in's and the Scheduler stand-in's addresses. */
  sesUrl: string;
  schedulerUrl: string;
  /** What it printed (its standard output), line by line. */
  printed: string[];
}

export async function startProduct(dataDir: string, env: Record<string, string> = {}): Promise<ProductProcess> {
  const runtimeFile = join(dataDir, 'runtime.json');
  rmSync(runtimeFile, { force: true });
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, SES_PORT: '0', SMS_PORT: '0', SCHEDULER_PORT: '0', QUEUE_PORT: '0', DEMO_CONTACTS: '0', ADMIN_PASSWORD: 'admin', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const printed: string[] = [];
  child.stdout!.setEncoding('utf8');
  child.stdout!.on('data', (text: string) => printed.push(...text.split('\n').filter(Boolean)));
  const started = await waitFor('the product to start', () => child.exitCode === null && existsSync(runtimeFile) && JSON.parse(readFileSync(runtimeFile, 'utf8')), { timeoutMs: 120_000 });
  return { child, pid: started.pid, url: started.url, dynamoEndpoint: started.dynamoEndpoint, sesUrl: started.sesUrl, schedulerUrl: started.schedulerUrl, printed };
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

/** kill -9: no shutdown, no request finished. */
export async function killHard(product: ProductProcess): Promise<void> {
  process.kill(product.pid, 'SIGKILL');
  if (product.child.pid !== product.pid) product.child.kill('SIGKILL');
  await exited(product.child);
}

/** A normal stop (SIGTERM: requests in progress finish, the data is saved). */
export async function stopProduct(product: ProductProcess): Promise<void> {
  product.child.kill('SIGTERM');
  await exited(product.child);
}

export async function signInAdmin(product: ProductProcess): Promise<Client> {
  const answer = await new Client(product.url).post('/v1/login', { username: 'admin', password: 'admin' });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return new Client(product.url, answer.body.data.accessToken);
}

/** Points this process's data layer at the product's store (read it after the product stopped or beside it). */
export function useProductStore(product: ProductProcess): void {
  Object.assign(process.env, { DYNAMODB_ENDPOINT: product.dynamoEndpoint, TABLE_NAME: 'backoffice', AWS_REGION: 'eu-west-1', AWS_ACCESS_KEY_ID: 'local', AWS_SECRET_ACCESS_KEY: 'local' });
}
