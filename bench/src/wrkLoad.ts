import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';

export interface LoadFigures {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly errors: number;
}

/** A Lua string literal. */
function luaString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Drives POST requests with wrk (Debian's, written in C: it leaves the second core to the server,
 * where a Node load generator would take it). Each request sends one of `bodies`, drawn at random.
 */
export function wrkLoad(options: {
  url: string;
  /** POST these bodies to `url`; or, with `paths`, GET one of these paths of its origin instead. */
  bodies: readonly string[];
  paths?: readonly string[];
  connections: number;
  seconds: number;
  scriptPath: string;
  /** Sent as the Authorization header of every request. */
  authorization: string;
  /** More headers every request sends (the HS code finder's country). */
  headers?: Readonly<Record<string, string>>;
}): Promise<LoadFigures> {
  const moreHeaders = Object.entries(options.headers ?? {})
    .map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}\n`)
    .join('');
  writeFileSync(
    options.scriptPath,
    `${
      options.paths
        ? `local paths = {${options.paths.map(luaString).join(',\n')}}
wrk.headers["Authorization"] = ${luaString(options.authorization)}
${moreHeaders}request = function()
  return wrk.format("GET", paths[math.random(#paths)])
end`
        : `local bodies = {${options.bodies.map(luaString).join(',\n')}}
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.headers["Authorization"] = ${luaString(options.authorization)}
${moreHeaders}request = function()
  return wrk.format(nil, nil, nil, bodies[math.random(#bodies)])
end`
    }
done = function(summary, latency, requests)
  local errors = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format('RESULT {"requestsPerSecond":%.0f,"p50":%.2f,"p95":%.2f,"p99":%.2f,"errors":%d}\\n',
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000, errors))
end
`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [
      '-t1',
      `-c${options.connections}`,
      `-d${options.seconds}s`,
      '-s',
      options.scriptPath,
      options.url,
    ]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = /^RESULT (.*)$/m.exec(output)?.[1];
      if (code !== 0 || !line) reject(new Error(`wrk failed (${code}): ${output}`));
      else resolve(JSON.parse(line) as LoadFigures);
    });
  });
}
