/** fetch with a one-cookie jar (the `session` cookie), so a test can act as one browser. */
export interface TestResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the text. */
  body: T;
  /** The raw Set-Cookie line for `session`, if the answer set one. */
  sessionCookie: string | undefined;
}

export interface RequestOptions {
  json?: unknown;
  /** A raw body sent as is (with its own content type in `headers`). */
  raw?: string;
  headers?: Record<string, string>;
}

/** Default body type: tests pass a precise type (PublicUser, ErrorBody…) when they read nested fields. */
type Loose = Record<string, unknown>;

export class TestClient {
  /** The current `session` cookie value, as a browser would hold it. */
  session: string | undefined;

  /**
   * `settled`: awaited after each answer, before the test sees it (the test server passes the app's
   * background tasks, so an e-mail a request sends after answering is there when the test looks).
   */
  constructor(
    readonly baseUrl: string,
    private readonly settled: () => Promise<void> = async () => undefined,
  ) {}

  async request<T = Loose>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.session) headers.cookie = `session=${this.session}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.raw !== undefined) {
      body = options.raw;
    }
    const response = await fetch(`${this.baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
    const sessionCookie = response.headers.getSetCookie().find((line) => line.startsWith('session='));
    if (sessionCookie) this.storeCookie(sessionCookie);
    const text = await response.text();
    await this.settled();
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    const parsed = (isJson && text ? JSON.parse(text) : text) as T;
    return { status: response.status, headers: response.headers, body: parsed, sessionCookie };
  }

  private storeCookie(line: string): void {
    const value = line.slice('session='.length).split(';')[0] ?? '';
    const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
    this.session = value && !expired ? value : undefined;
  }

  /** A GET whose answer is read as bytes (file downloads). */
  async bytes(path: string): Promise<{ status: number; headers: Headers; body: Buffer }> {
    const headers: Record<string, string> = this.session ? { cookie: `session=${this.session}` } : {};
    const response = await fetch(`${this.baseUrl}${path}`, { headers, redirect: 'manual' });
    const body = Buffer.from(await response.arrayBuffer());
    await this.settled();
    return { status: response.status, headers: response.headers, body };
  }

  get<T = Loose>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = Loose>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, json === undefined ? options : { ...options, json });
  }

  patch<T = Loose>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PATCH', path, json === undefined ? options : { ...options, json });
  }

  delete<T = Loose>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('DELETE', path, json === undefined ? options : { ...options, json });
  }
}
