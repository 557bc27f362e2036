import { API_BASE } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';

/**
 * The queue's Server-Sent Events (`GET /api/clinic/queue/stream`), read with fetch so the staff token goes in the
 * Authorization header (EventSource cannot send one, and a token in a URL ends up in logs). It behaves like
 * EventSource: on `ready` (the subscription is live — also after every reconnection) and on `resync` the screen
 * refetches; a `queue` event names the visit that changed. A dropped connection, or no heartbeat for 40 s, is
 * reconnected after 1 s, then 2 s, 4 s … up to 15 s. When the browser says it went offline the stream is dropped at
 * once (the screen shows it is not live), and when it is back online it reconnects at once.
 */
export interface QueueStreamHandlers {
  /** connected (again) or told that news may have been missed: fetch the queue */
  onSync(): void;
  onEvent(event: { visit_id: number; doctor_id: number; visit_date: string; status: number }): void;
  onState?(state: 'live' | 'reconnecting'): void;
}

const SILENCE_MS = 40_000;

export function openQueueStream(handlers: QueueStreamHandlers): () => void {
  let stopped = false;
  let controller: AbortController | null = null;
  let retry = 1000;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const dispatch = (block: string) => {
    let event = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    if (event === 'ready' || event === 'resync') {
      retry = 1000;
      handlers.onState?.('live');
      handlers.onSync();
    } else if (event === 'queue' && data) {
      try {
        handlers.onEvent(JSON.parse(data));
      } catch {
        handlers.onSync();
      }
    }
  };

  // Each connection's number: an older one that ends does not schedule another (only the newest reconnects).
  let generation = 0;
  const connect = async () => {
    if (stopped) return;
    const mine = ++generation;
    const ac = new AbortController();
    controller = ac;
    let watchdog: ReturnType<typeof setTimeout> | null = null;
    const quiet = () => {
      if (watchdog) clearTimeout(watchdog);
      watchdog = setTimeout(() => ac.abort(), SILENCE_MS);
    };
    try {
      const token = getToken();
      const res = await fetch(`${API_BASE}/clinic/queue/stream`, {
        headers: { accept: 'text/event-stream', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        signal: ac.signal,
        cache: 'no-store',
      });
      if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      quiet();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        quiet();
        buffer += value.replace(/\r\n/g, '\n');
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          dispatch(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // dropped, refused or silent: try again below
    } finally {
      if (watchdog) clearTimeout(watchdog);
    }
    if (stopped || mine !== generation) return;
    handlers.onState?.('reconnecting');
    timer = setTimeout(() => void connect(), retry);
    retry = Math.min(retry * 2, 15_000);
  };

  const offline = () => controller?.abort();
  const online = () => {
    if (timer) clearTimeout(timer);
    retry = 1000;
    controller?.abort();
    void connect();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);

  void connect();
  return () => {
    stopped = true;
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    if (timer) clearTimeout(timer);
    controller?.abort();
  };
}
