import type { Server } from 'node:http';
import type { AppConfig } from './config.js';

type TimeoutConfig = Pick<
  AppConfig,
  'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs' | 'maxConnectionsPerAddress'
>;

/**
 * Fastify options that bound how long a client may hold a connection: headers and the whole
 * request (a body that never finishes gets 408 and the socket is closed) and idle keep-alive.
 * Node checks the header and request deadlines on a timer whose default period is 30 s, which
 * would let a slow client overstay by that much; a quarter of the shortest deadline keeps it tight.
 */
export function connectionTimeoutOptions(config: TimeoutConfig) {
  return {
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    // Inactivity on an open socket (no byte either way), so that no connection outlives every deadline.
    connectionTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(
        25,
        Math.min(1000, Math.floor(config.headersTimeoutMs / 4)),
      ),
    },
  };
}

/**
 * Closes a new connection at once when its address already holds `max` open ones, so that one
 * client can't use up the process's file descriptors while others are still served.
 */
export function capConnectionsPerAddress(server: Server, max: number): void {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
