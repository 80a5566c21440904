import { createServer, request, type Server } from 'node:http';

export interface RoundRobinProxy {
  readonly url: string;
  /** How many requests each instance was given, in the order of `targets`. */
  readonly served: readonly number[];
  close(): Promise<void>;
}

/**
 * One address in front of several instances, as a load balancer with no session affinity is: each request
 * goes to the next instance in turn, with its Host header kept, so that every step of a sign-in and every
 * call after it may land on another instance.
 */
export function startRoundRobinProxy(port: number, targets: readonly string[]): Promise<RoundRobinProxy> {
  const served = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next++ % targets.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(incoming.url ?? '/', targets[index]);
    const forwarded = request(target, { method: incoming.method, headers: incoming.headers }, (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(outgoing);
    });
    forwarded.on('error', (error) => {
      outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${error.message}`);
    });
    incoming.pipe(forwarded);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        served,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    );
  });
}
