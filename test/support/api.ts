import { authorizationHeader } from '../../shared/auth.ts';
import { startRuntime, type Runtime } from '../../infra/local/runtime.ts';
import { ensureDemoData } from '../../infra/local/demo-data.ts';
import type { Answer, Poster } from './test-data/index.ts';

/**
 * API tests drive a freshly started local runtime (in-memory embedded DynamoDB, the real
 * handlers behind the local API Gateway) over HTTP, as a client would.
 */
export const PASSWORDS = { admin: 'admin-secret-1', staff: 'staff-secret-1' };

/** A client of the API over HTTP as one user; its `post` is the `Poster` the test-data factories take. */
export class Client implements Poster {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
    private readonly scheme: 'basic' | 'bearer' = 'basic',
  ) {}

  async request<T = any>(method: string, path: string, body?: unknown, raw?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.token) headers.authorization = this.scheme === 'basic' ? authorizationHeader(this.token) : `Bearer ${this.token}`;
    const response = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await response.text();
    // a JSON answer is parsed; anything else (a CSV export) is its text
    const json = /json/i.test(response.headers.get('content-type') ?? 'application/json');
    return { status: response.status, body: text ? (json ? JSON.parse(text) : text) : undefined };
  }

  get = <T = any>(path: string) => this.request<T>('GET', path);
  post = <T = any>(path: string, body?: unknown) => this.request<T>('POST', path, body);
  put = <T = any>(path: string, body?: unknown) => this.request<T>('PUT', path, body);
  patch = <T = any>(path: string, body?: unknown) => this.request<T>('PATCH', path, body);
  delete = <T = any>(path: string, body?: unknown) => this.request<T>('DELETE', path, body);
}

export interface TestApi {
  url: string;
  /** The SES v2 stand-in (GET /store lists the mail) and the SMS outbox (GET /store). */
  sesUrl: string;
  smsOutboxUrl: string;
  /** The Scheduler stand-in (GET /store lists schedules and firings). */
  schedulerUrl: string;
  /** Fires the due schedules now; resolves once their dispatches have run. */
  checkSchedules(): Promise<void>;
  /** Resolves once the job queues are empty and their consumers idle. */
  queuesIdle(): Promise<void>;
  anonymous: Client;
  admin: Client;
  staff: Client;
  signIn(username: string, password: string, scheme?: 'basic' | 'bearer'): Promise<Client>;
  stop(): Promise<void>;
}

/** A runtime with the demo accounts and tags; with `directoryContacts`, the whole demo data of `npm start` at that size. */
export async function startTestApi(options: { directoryContacts?: number } = {}): Promise<TestApi> {
  const runtime: Runtime = await startRuntime({ prepare: async () => void (await ensureDemoData({ ...PASSWORDS, ...options })) });
  const anonymous = new Client(runtime.url);
  const signIn = async (username: string, password: string, scheme: 'basic' | 'bearer' = 'basic') => {
    const answer = await anonymous.post('/v1/login', { username, password });
    if (answer.status !== 200) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer.body)}`);
    return new Client(runtime.url, answer.body.data.accessToken, scheme);
  };
  return {
    url: runtime.url,
    sesUrl: runtime.sesUrl,
    smsOutboxUrl: runtime.smsOutboxUrl,
    schedulerUrl: runtime.schedulerUrl,
    checkSchedules: () => runtime.checkSchedules(),
    queuesIdle: () => runtime.queuesIdle(),
    anonymous,
    admin: await signIn('admin', PASSWORDS.admin),
    staff: await signIn('staff', PASSWORDS.staff),
    signIn,
    stop: async () => void (await runtime.stop()),
  };
}
