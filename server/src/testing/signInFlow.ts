import { createHash, randomBytes } from 'node:crypto';

/** One HTTP exchange, whether through `app.inject` or a real socket. */
export interface FlowResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

export type FlowTransport = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}) => Promise<FlowResponse>;

/** A transport over real HTTP to a running portal (redirects are followed by the flow, not by fetch). */
export function fetchTransport(origin: string): FlowTransport {
  return async ({ method, url, headers, body }) => {
    const response = await fetch(new URL(url, origin), { method, headers, body, redirect: 'manual' });
    return {
      status: response.status,
      headers: { ...Object.fromEntries(response.headers), 'set-cookie': response.headers.getSetCookie() },
      body: await response.text(),
    };
  };
}

/** Cookies of one browser, by name (paths are ignored: the flow never needs two of one name). */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  take(response: FlowResponse): void {
    const header = response.headers['set-cookie'];
    for (const line of Array.isArray(header) ? header : header ? [header] : []) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      const text = value.join('=');
      if (text === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), text);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface SignInOptions {
  readonly realm?: string;
  readonly clientId?: string;
  /** The public URL the portal was configured with: its redirect URI lives there. */
  readonly publicUrl: string;
  readonly username: string;
  readonly password: string;
  readonly extraAuthParams?: Record<string, string>;
}

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
}

export class SignInFlow {
  readonly jar = new CookieJar();
  readonly verifier = randomBytes(32).toString('base64url');
  readonly realmBase: string;
  readonly redirectUri: string;
  readonly clientId: string;
  constructor(
    readonly send: FlowTransport,
    readonly options: SignInOptions,
  ) {
    this.realmBase = `/realms/${options.realm ?? 'tsw'}`;
    this.redirectUri = `${options.publicUrl}/auth/callback`;
    this.clientId = options.clientId ?? 'portal';
  }

  /** Sends with this browser's cookies, keeping what it is given; absolute URLs are made relative. */
  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<FlowResponse> {
    const path = url.startsWith(this.options.publicUrl) ? url.slice(this.options.publicUrl.length) : url;
    const headers: Record<string, string> = { cookie: this.jar.header() };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await this.send({
      method,
      url: path,
      headers,
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
    });
    this.jar.take(response);
    return response;
  }

  authorizationUrl(params: Record<string, string> = {}): string {
    const query = new URLSearchParams({
      client_id: this.clientId,
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: 'openid profile email',
      state: randomBytes(8).toString('hex'),
      nonce: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(this.verifier).digest('base64url'),
      code_challenge_method: 'S256',
      ...this.options.extraAuthParams,
      ...params,
    });
    return `${this.realmBase}/protocol/openid-connect/auth?${query}`;
  }

  /** Opens the login page: the authorization request's redirect, followed. */
  async openLoginPage(params: Record<string, string> = {}): Promise<{ url: string; page: FlowResponse }> {
    const start = await this.request('GET', this.authorizationUrl(params));
    const location = String(start.headers.location ?? '');
    if (start.status !== 303 || !location.includes('/login-actions/')) {
      throw new Error(
        `expected a redirect to the login page, got ${start.status} ${location} ${start.body.slice(0, 300)}`,
      );
    }
    return { url: location, page: await this.request('GET', location) };
  }

  /** Posts a form of the page (its action and hidden fields) with the given fields. */
  async submit(page: FlowResponse, fields: Record<string, string>): Promise<FlowResponse> {
    const action = /<form method="post" action="([^"]+)"/.exec(page.body)?.[1];
    const csrf = /name="csrf" value="([^"]+)"/.exec(page.body)?.[1];
    if (!action || !csrf) throw new Error(`no form on the page: ${page.body.slice(0, 300)}`);
    return this.request('POST', action.replace(/&amp;/g, '&'), { csrf, ...fields });
  }

  /** Follows redirects until the client's callback: returns its query (code, state, session_state…). */
  async followToCallback(response: FlowResponse): Promise<URLSearchParams> {
    let current = response;
    for (let hop = 0; hop < 5; hop++) {
      const location = String(current.headers.location ?? '');
      if (location.startsWith(this.redirectUri)) return new URL(location).searchParams;
      if (current.status < 300 || current.status >= 400 || !location) {
        throw new Error(`sign-in stopped at ${current.status}: ${current.body.slice(0, 300)}`);
      }
      current = await this.request('GET', location);
    }
    throw new Error('too many redirects');
  }

  async exchangeCode(code: string, verifier = this.verifier): Promise<FlowResponse> {
    return this.request('POST', `${this.realmBase}/protocol/openid-connect/token`, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: this.redirectUri,
      client_id: this.clientId,
      code_verifier: verifier,
    });
  }

  async refresh(refreshToken: string): Promise<FlowResponse> {
    return this.request('POST', `${this.realmBase}/protocol/openid-connect/token`, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: this.clientId,
    });
  }

  /** The whole sign-in as the browser and the front end do it; returns the tokens and the callback query. */
  async signIn(): Promise<{ tokens: TokenSet; callback: URLSearchParams }> {
    const { page } = await this.openLoginPage();
    const submitted = await this.submit(page, {
      username: this.options.username,
      password: this.options.password,
    });
    const callback = await this.followToCallback(submitted);
    const exchanged = await this.exchangeCode(callback.get('code') ?? '');
    if (exchanged.status !== 200)
      throw new Error(`token exchange failed: ${exchanged.status} ${exchanged.body}`);
    return { tokens: JSON.parse(exchanged.body) as TokenSet, callback };
  }
}
