import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml',
  '.json': 'application/json', '.woff2': 'font/woff2', '.woff': 'font/woff', '.png': 'image/png',
};

/** Ports the peers' run.mjs serves its own pages on; ours must stay off them. */
const peerPorts: ReadonlySet<number> = new Set([4300, 4301, 4311, 4312, 4313, 4314]);

/** A static server of one folder on 127.0.0.1. */
export interface StaticServer {
  readonly origin: string;
  close(): Promise<void>;
}

function listen(root: string): Promise<{ server: ReturnType<typeof createServer>; port: number }> {
  const server = createServer((request, response) => {
    void (async () => {
      try {
        let path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
        if (path === '/favicon.ico') return void response.writeHead(204).end();
        if (path.endsWith('/')) path += 'index.html';
        const file = normalize(join(root, path));
        if (!file.startsWith(root + sep)) throw new Error('outside the root');
        const body = await readFile(file);
        response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
        response.end(body);
      } catch {
        response.writeHead(404).end('not found');
      }
    })();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port }));
  });
}

/** Serves `root` (a built page folder) on a free port of 127.0.0.1, never one of the peers' ports. */
export async function serveStatic(root: string): Promise<StaticServer> {
  const base = normalize(root);
  for (;;) {
    const { server, port } = await listen(base);
    const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
    if (!peerPorts.has(port)) return { origin: `http://127.0.0.1:${port}`, close };
    await close();
  }
}
