import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

export interface StaticHost {
  readonly url: string;
  close(): Promise<void>;
}

function fileOf(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath).normalize('NFC');
  } catch {
    return undefined;
  }
  const path = resolve(root, `.${decoded}`);
  if (path !== root && !path.startsWith(`${root}${sep}`)) return undefined;
  for (const candidate of [path, join(path, 'index.html')]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

/**
 * A folder served as a plain static host serves one (nginx with `try_files $uri $uri/index.html` and
 * `error_page 404 /404.html`): a file, a folder's index.html, or 404 with the folder's 404.html.
 */
export function serveStaticFolder(root: string): Promise<StaticHost> {
  const server = createServer((request, response) => {
    const file = fileOf(root, (request.url ?? '/').split('?')[0] ?? '/');
    const status = file ? 200 : 404;
    const served = file ?? join(root, '404.html');
    response.writeHead(status, {
      'content-type': CONTENT_TYPES[extname(served)] ?? 'application/octet-stream',
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(served).pipe(response);
  });
  return new Promise((resolveHost) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolveHost({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      });
    });
  });
}
