import pg from 'pg';

/**
 * PostgreSQL's LISTEN/NOTIFY, for the change bus when there is no Redis: a notification reaches every process
 * connected to the same database. NOTIFY goes through the pool; LISTEN holds a connection of its own, opened
 * again after a loss (a notification sent while it was down is lost, so `onConnected` runs after every
 * (re)connection and the listener treats it as "anything may have changed").
 */
export interface Notifications {
  notify(channel: string, payload: string): Promise<void>;
  listen(channel: string, onMessage: (payload: string) => void, onConnected: () => void): Promise<() => Promise<void>>;
}

/** Channel names are identifiers: letters, digits and underscores only (never quoted from user input). */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function pgNotifications(pool: pg.Pool, connectionString: string): Notifications {
  return {
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, onMessage, onConnected) {
      if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
      let client: pg.Client | null = null;
      let stopped = false;
      let retry: NodeJS.Timeout | null = null;
      const open = async (): Promise<void> => {
        const c = new pg.Client({ connectionString });
        c.on('notification', (n) => {
          if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
        });
        c.on('error', () => reconnect(c));
        c.on('end', () => reconnect(c));
        await c.connect();
        await c.query(`listen ${channel}`);
        if (stopped) {
          await c.end().catch(() => {});
          return;
        }
        client = c;
        onConnected();
      };
      const reconnect = (lost: pg.Client) => {
        if (stopped || client !== lost || retry) return;
        client = null;
        const again = () => {
          retry = null;
          if (stopped) return;
          open().catch(() => {
            retry = setTimeout(again, 1000);
            retry.unref();
          });
        };
        retry = setTimeout(again, 200);
        retry.unref();
      };
      await open();
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        const c = client;
        client = null;
        await c?.end().catch(() => {});
      };
    },
  };
}
