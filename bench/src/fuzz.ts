/**
 * The portal under generated bad input (issue 29's reliability figures): sends FUZZ_REQUESTS (100,000)
 * requests across every route family the OpenAPI document lists, and the sign-in server's endpoints its
 * discovery document names, with queries, path values, headers and bodies generated from each route's own
 * schema and then broken (wrong types, missing and extra fields, huge and binary strings, broken JSON and
 * percent-encoding, deep nesting, bad tokens). Counts the answers by status and route family, lists every
 * 5xx, and samples the portal's resident memory as the requests go. Nothing is asserted: the figures go in
 * docs/benchmarks.md. Requests carry a token of a sample account drawn at random (each role), a forged one or
 * none. Run: npm run bench:fuzz (FUZZ_REQUESTS, FUZZ_SEED, FUZZ_CONNECTIONS and FUZZ_OVERSIZED to change it; FUZZ_TRACE=1 lists answers slower than a second).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { SAMPLE_USERS, samplePasswordOf } from '@tsw/server/sampleData/sampleUsers';
import { fetchTransport, SignInFlow } from '@tsw/server/testing/signInFlow';
import { startProductionPortal } from './productionPortal.js';
import { randomOf } from './seededRandom.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 100_000);
const CONNECTIONS = Number(process.env.FUZZ_CONNECTIONS ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? 29);
/** Memory is read this often (in requests), and the token renewed this often. */
const MEMORY_EVERY = 5_000;
const SIGN_IN_EVERY = 20_000;
/** A request that takes longer than this counts as failed (the portal stopped answering it). */
const REQUEST_TIMEOUT_MS = 30_000;
/** A body larger than any route takes: the server may answer and close before reading it all. */
const OVERSIZED_BODY_BYTES = 12 * 1024 * 1024;
/** FUZZ_OVERSIZED=0 sends none (a server closes such a connection, which can cost the next request on it). */
const OVERSIZED_BODIES = process.env.FUZZ_OVERSIZED !== '0';
/** Operations left out: they would end the fuzzer's own session, or stop the portal's work for minutes. */
const LEFT_OUT = [/\/account\/password$/, /\/sign-out$/];

type Schema = Record<string, unknown>;
interface Operation {
  readonly family: string;
  readonly method: string;
  readonly path: string;
  readonly parameters: readonly { name: string; in: string; schema?: Schema; required?: boolean }[];
  readonly body?: { type: string; schema?: Schema };
}

const random = randomOf(SEED);
const chance = (probability: number) => random() < probability;
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const integer = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** Values that break assumptions: of another type, empty, huge, binary, hostile, deeply nested. */
function hostileValue(): unknown {
  return pick<() => unknown>([
    () => null,
    () => '',
    () => -1,
    () => 1e308,
    () => -0.5,
    () => 2 ** 53 + 1,
    () => 'NaN',
    () => true,
    () => [],
    () => ({}),
    () => 'x'.repeat(integer(1_000, 120_000)),
    () => String.fromCharCode(...Array.from({ length: 64 }, () => integer(0, 0xffff))),
    () => '\u0000\u0001\u001f\u007f',
    () => "'; drop table app_user; --",
    () => '<script>alert(1)</script>',
    () => '../../../../etc/passwd',
    () => '%00%ff%E0%A4%A',
    () => '\u202e\u0627\u0644\u0639\u0631\u0628\u064a\u0629 \u09ac\u09be\u0982\u09b2\u09be 😀',
    () => '9'.repeat(400),
    () => '2026-02-30',
    () => ({ __proto__: { admin: true }, constructor: { prototype: { polluted: true } } }),
    () => JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
    () => nested(integer(50, 2_000)),
  ])();
}

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level++) value = chance(0.5) ? [value] : { a: value };
  return value;
}

/** A value for a JSON schema, usually of its shape, sometimes broken. */
function valueFor(schema: Schema | undefined, components: Record<string, Schema>, depth = 0): unknown {
  if (schema === undefined || depth > 6 || chance(0.12)) return hostileValue();
  const reference = schema.$ref;
  if (typeof reference === 'string')
    return valueFor(components[reference.split('/').pop() ?? ''], components, depth + 1);
  const choices = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  if (choices) return valueFor(pick(choices), components, depth + 1);
  if (Array.isArray(schema.enum)) return pick(schema.enum as unknown[]);
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? pick(schema.type as string[]) : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date')
        return chance(0.8) ? `20${integer(0, 40)}-0${integer(1, 9)}-1${integer(0, 9)}` : 'yesterday';
      const length = Math.min(Number(schema.maxLength ?? 40), chance(0.1) ? 10_000 : integer(0, 40));
      return Array.from({ length }, () => pick([...'abcdefghijklmnopqrstuvwxyz0123456789 -.কখআب'])).join('');
    }
    case 'integer':
    case 'number': {
      const low = Number(schema.minimum ?? -10);
      const high = Number(schema.maximum ?? 10_000);
      const value = chance(0.8) ? integer(low, Math.min(high, low + 10_000)) : pick([low - 1, high + 1, 0.5]);
      return type === 'number' && chance(0.3) ? value + random() : value;
    }
    case 'boolean':
      return chance(0.5);
    case 'null':
      return null;
    case 'array': {
      // A long list at the top only, of small items: bodies stay within the server's limit, and the
      // fuzzer's own JSON stays quick to write (a slow client would time the server wrongly).
      if (depth <= 1 && chance(0.05))
        return Array.from({ length: integer(1_000, 5_000) }, () => integer(0, 99));
      return Array.from({ length: integer(0, 5) }, () =>
        valueFor(schema.items as Schema, components, depth + 1),
      );
    }
    case 'object':
    default: {
      const properties = (schema.properties ?? {}) as Record<string, Schema>;
      const required = new Set((schema.required ?? []) as string[]);
      const value: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(properties))
        if ((required.has(name) && !chance(0.05)) || chance(0.5))
          value[name] = valueFor(property, components, depth + 1);
      if (chance(0.1)) value[`extra${integer(0, 9)}`] = hostileValue();
      return value;
    }
  }
}

/** Percent-encoded; a lone surrogate (which no URL can carry) becomes U+FFFD, as a browser sends it. */
function encoded(text: string): string {
  return encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
}

/** A header's value: HTTP carries bytes, which fetch takes as Latin-1; other characters become "?". */
function headerValue(value: unknown): string {
  return String(value)
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?')
    .slice(0, 8_000);
}

/** A value for a path segment: usually plausible (a number, a code, a slug), sometimes hostile. */
function pathValue(): string {
  const value = pick<() => string>([
    () => String(integer(0, 5_000)),
    () => String(integer(1, 99)).padStart(2, '0'),
    () => `${integer(1000, 9999)}${integer(10, 99)}`,
    () => `news-${integer(0, 30)}`,
    () => 'en',
    () => 'bn',
    () => String(hostileValue()),
    () => '..%2F..%2Fetc%2Fpasswd',
    () => '%E0%A4%A',
    () => 'x'.repeat(integer(100, 5_000)),
  ])();
  return /%/.test(value) ? value : encoded(value);
}

function queryOf(operation: Operation, components: Record<string, Schema>): string {
  if (chance(0.03))
    return pick(['?%E0%A4%A=1', '?a=%', `?${'q=1&'.repeat(2_000)}`, '?q[]=1&q[x]=2', '?=&&=']);
  const parts: string[] = [];
  for (const parameter of operation.parameters)
    if (parameter.in === 'query' && (parameter.required || chance(0.6))) {
      const value = valueFor(parameter.schema, components);
      parts.push(
        `${encoded(parameter.name)}=${encoded(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
      );
    }
  if (chance(0.1)) parts.push(`unknown=${encoded(String(hostileValue()))}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function bodyOf(operation: Operation, components: Record<string, Schema>): { body?: string; type?: string } {
  if (!operation.body && !chance(0.05)) return {};
  const roll = random();
  if (roll < 0.08) return { body: '{"unclosed": [1, 2', type: 'application/json' };
  if (roll < 0.12)
    return {
      body: String.fromCharCode(...Array.from({ length: integer(1, 4_000) }, () => integer(0, 255))),
      type: pick([
        'application/json',
        'application/octet-stream',
        'text/csv',
        'multipart/form-data; boundary=x',
      ]),
    };
  if (roll < 0.14) return { body: 'a=1&b=%&c', type: 'application/x-www-form-urlencoded' };
  if (roll < 0.15 && OVERSIZED_BODIES)
    return { body: `"${'x'.repeat(OVERSIZED_BODY_BYTES)}"`, type: 'application/json' };
  const type = operation.body?.type ?? 'application/json';
  if (type.startsWith('multipart/'))
    return {
      body: `--b\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\n\r\n${String(hostileValue()).slice(0, 50_000)}\r\n--b--\r\n`,
      type: 'multipart/form-data; boundary=b',
    };
  if (type === 'application/x-www-form-urlencoded') {
    const value = valueFor(operation.body?.schema, components);
    const entries: [string, unknown][] =
      value && typeof value === 'object' ? Object.entries(value) : [['v', value]];
    return {
      body: entries.map(([key, item]) => `${encoded(key)}=${encoded(String(item as string))}`).join('&'),
      type,
    };
  }
  return { body: JSON.stringify(valueFor(operation.body?.schema, components)) ?? 'null', type };
}

/** The API's operations (OpenAPI) and the sign-in server's endpoints (its discovery document). */
async function operationsOf(
  url: string,
): Promise<{ operations: Operation[]; components: Record<string, Schema> }> {
  const document = (await (await fetch(`${url}/docs/json`)).json()) as {
    paths: Record<string, Record<string, Schema>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths))
    for (const [method, operation] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      if (LEFT_OUT.some((pattern) => pattern.test(path))) continue;
      const content = (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)
        ?.content;
      const [type, media] = Object.entries(content ?? {})[0] ?? [];
      operations.push({
        family: ((operation.tags as string[] | undefined) ?? ['untagged'])[0] ?? 'untagged',
        method: method.toUpperCase(),
        path,
        parameters: (operation.parameters ?? []) as Operation['parameters'],
        body: type ? { type, schema: media?.schema } : undefined,
      });
    }
  const { realm, 'auth-server-url': authServer } = (await (await fetch(`${url}/keycloak.json`)).json()) as {
    realm: string;
    'auth-server-url': string;
  };
  const discovery = (await (
    await fetch(`${authServer.replace(/\/$/, '')}/realms/${realm}/.well-known/openid-configuration`)
  ).json()) as Record<string, unknown>;
  const form = { type: 'application/x-www-form-urlencoded', schema: SIGN_IN_FORM };
  for (const [name, method, body] of [
    ['authorization_endpoint', 'GET', undefined],
    ['token_endpoint', 'POST', form],
    ['userinfo_endpoint', 'GET', undefined],
    ['end_session_endpoint', 'GET', undefined],
    ['revocation_endpoint', 'POST', form],
    ['introspection_endpoint', 'POST', form],
    ['jwks_uri', 'GET', undefined],
  ] as const) {
    const endpoint = discovery[name];
    if (typeof endpoint !== 'string') continue;
    operations.push({
      family: 'sign-in server',
      method,
      path: new URL(endpoint).pathname,
      parameters: Object.keys(SIGN_IN_FORM.properties).map((key) => ({
        name: key,
        in: 'query',
        schema: { type: 'string' },
      })),
      body,
    });
  }
  return { operations, components: document.components?.schemas ?? {} };
}

/** The parameters an OpenID Connect client sends, for the sign-in server's endpoints. */
const SIGN_IN_FORM = {
  type: 'object',
  properties: {
    client_id: { enum: ['portal', 'unknown-client', ''] },
    grant_type: { enum: ['authorization_code', 'refresh_token', 'password', 'client_credentials', 'none'] },
    response_type: { enum: ['code', 'token', 'id_token'] },
    redirect_uri: { type: 'string' },
    code: { type: 'string' },
    code_verifier: { type: 'string' },
    refresh_token: { type: 'string' },
    token: { type: 'string' },
    username: { type: 'string' },
    password: { type: 'string' },
    scope: { enum: ['openid', 'openid offline_access', ''] },
    state: { type: 'string' },
    id_token_hint: { type: 'string' },
  },
} as const;

/** The portal's structured log lines of level warn (40) and above, by message and error, most frequent first. */
function loggedMessages(log: string): [string, number][] {
  const counts = new Map<string, number>();
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      if ((entry.level ?? 0) < 40) continue;
      const key = `${entry.msg ?? ''}${entry.err?.message ? `: ${entry.err.message}` : ''}`.slice(0, 200);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } catch {
      // Not a log line of the portal's (a library's own output).
    }
  }
  return [...counts].sort((left, right) => right[1] - left[1]);
}

function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

interface Failure {
  readonly request: string;
  readonly status: number | string;
  readonly answer: string;
}

async function main(): Promise<void> {
  const dataDirectory = mkdtempSync(join(tmpdir(), 'tsw-bench-fuzz-'));
  const portal = await startProductionPortal(dataDirectory);
  const statuses = new Map<string, Map<string, number>>();
  const failures: Failure[] = [];
  const memory: [number, number][] = [];
  const slow = new Map<string, { ms: number; request: string }>();
  let portalLog: string | undefined;
  let failed = 0;
  const started = performance.now();
  try {
    await fetch(`${portal.url}/en/`);
    const { operations, components } = await operationsOf(portal.url);
    // Every sample account's token, one drawn per request: each route's handler is reached by its role.
    const signIn = () =>
      Promise.all(
        SAMPLE_USERS.map(
          async ({ username }) =>
            `Bearer ${(await new SignInFlow(fetchTransport(portal.url), { publicUrl: portal.url, username, password: samplePasswordOf(username) }).signIn()).tokens.access_token}`,
        ),
      );
    let authorizations = await signIn();
    let sent = 0;
    memory.push([0, residentMiB(portal.pid)]);
    const worker = async () => {
      for (;;) {
        const number = sent++;
        if (number >= REQUESTS) return;
        if (number > 0 && number % SIGN_IN_EVERY === 0) authorizations = await signIn();
        if (number > 0 && number % MEMORY_EVERY === 0) memory.push([number, residentMiB(portal.pid)]);
        const operation = pick(operations);
        const path = operation.path.replace(/\{[^}]+\}/g, () => pathValue());
        const query = queryOf(operation, components);
        const { body, type } = bodyOf(operation, components);
        const headers: Record<string, string> = {};
        const token = random();
        if (token < 0.7) headers.authorization = pick(authorizations);
        else if (token < 0.8)
          headers.authorization = pick([
            'Bearer x.y.z',
            'Basic Og==',
            `Bearer ${'a'.repeat(9_000)}`,
            'Bearer',
          ]);
        for (const parameter of operation.parameters)
          if (parameter.in === 'header' && chance(0.9))
            headers[parameter.name] = chance(0.8)
              ? headerValue(valueFor(parameter.schema, components))
              : 'xx';
        if (type) headers['content-type'] = type;
        const request = `${operation.method} ${path}${query}`.slice(0, 300);
        let status: number | string;
        let answer: string;
        const began = performance.now();
        try {
          const response = await fetch(`${portal.url}${path}${query}`, {
            method: operation.method,
            headers,
            body: operation.method === 'GET' ? undefined : body,
            redirect: 'manual',
            signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
          });
          status = response.status;
          answer = status >= 500 ? (await response.text()).slice(0, 300) : '';
          if (status < 500) await response.arrayBuffer();
        } catch (error) {
          status = (error as Error).name;
          const cause = (error as Error & { cause?: Error }).cause;
          answer = `${(error as Error).message}${cause ? `: ${cause.message}` : ''}`.slice(0, 300);
        }
        const took = performance.now() - began;
        if (took > 1_000 && process.env.FUZZ_TRACE)
          console.error(
            `${(began / 1000).toFixed(1)} +${took.toFixed(0)} ${request.slice(0, 160)} ${(body ?? '').length}`,
          );
        const slowest = slow.get(operation.family);
        if (!slowest || slowest.ms < took) slow.set(operation.family, { ms: took, request });
        const family = statuses.get(operation.family) ?? new Map<string, number>();
        // A server may answer an oversized body and close the connection before the client has sent it all:
        // the client then sees its write fail. That is a refusal, not a failure.
        const refusedWhileSending = typeof status !== 'number' && (body?.length ?? 0) >= OVERSIZED_BODY_BYTES;
        const kind =
          typeof status === 'number'
            ? `${Math.floor(status / 100)}xx`
            : refusedWhileSending
              ? '4xx'
              : 'no answer';
        family.set(kind, (family.get(kind) ?? 0) + 1);
        statuses.set(operation.family, family);
        if (kind === '5xx' || kind === 'no answer') {
          failed++;
          if (failures.length < 40)
            failures.push({ request: `${request} ${(body ?? '').slice(0, 200)}`, status, answer });
        }
      }
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    memory.push([REQUESTS, residentMiB(portal.pid)]);
  } finally {
    await portal.stop();
    portalLog = portal.output();
    rmSync(dataDirectory, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\nMachine: ${cpus().length} × ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; embedded database; ` +
      `${REQUESTS} requests, ${CONNECTIONS} at once, seed ${SEED}, ${seconds.toFixed(0)} s.\n`,
  );
  const kinds = ['2xx', '3xx', '4xx', '5xx', 'no answer'];
  console.log(`| route family | ${kinds.join(' | ')} |`);
  console.log(`|---|${kinds.map(() => '---:').join('|')}|`);
  for (const [family, counts] of [...statuses].sort(([left], [right]) => left.localeCompare(right)))
    console.log(`| ${family} | ${kinds.map((kind) => counts.get(kind) ?? 0).join(' | ')} |`);
  console.log(
    `\nResident memory (MiB) by requests sent: ${memory.map(([count, mib]) => `${count}: ${mib}`).join(', ')}.`,
  );
  console.log('\nThe slowest answer of each family:');
  for (const [family, { ms, request }] of slow)
    console.log(`- ${family}: ${ms.toFixed(0)} ms, ${request.slice(0, 120)}`);
  console.log('\nWhat the portal logged as warnings and errors (its messages, counted):');
  for (const [message, count] of loggedMessages(portalLog ?? '')) console.log(`- ${count} × ${message}`);
  console.log(`\n${failed} answers of 5xx or none.`);
  for (const failure of failures) console.log(`- ${failure.status} ${failure.request}\n  ${failure.answer}`);
}

await main();
