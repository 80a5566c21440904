import pg from 'pg';

/** How long a lost listening connection waits before it opens again. */
const RECONNECT_DELAY_MS = 1_000;

/**
 * LISTEN needs a connection of its own (a pooled one goes back to the pool and would stop hearing). When the
 * server or the network drops it, it opens again a second later, and then `heard` is called, since what was
 * sent meanwhile is lost. Keep-alive probes notice a connection that died without a word.
 */
export async function listenOnPostgres(
  url: string,
  channel: string,
  heard: () => void,
): Promise<() => Promise<void>> {
  // The channel is an identifier in the statement: only a constant name may be one.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === channel) heard();
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'the connection ended'));
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };
  const reconnectLater = () => {
    retry = setTimeout(() => {
      if (stopped) return;
      connect().then(heard, reconnectLater);
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };
  const lost = (which: pg.Client, reason: string) => {
    if (stopped || client !== which) return;
    client = undefined;
    process.emitWarning(`PostgreSQL stopped notifying '${channel}' (${reason}); listening again`);
    which.end().catch(() => undefined);
    reconnectLater();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    await last?.end();
  };
}
