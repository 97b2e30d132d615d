import type { FastifyInstance } from 'fastify';

/** One registered call: its method and path as fastify knows it (`:name` for a path parameter). */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/** Every route the app registered (HEAD, which fastify adds beside each GET, left out), read from fastify's route tree (printRoutes), so a new call is tested without a list to keep. */
export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    // Each level of the tree is indented by four characters; a child's path continues its parent's.
    stack.length = indent.length / 4;
    const path = `${stack.at(-1) ?? ''}${segment}`;
    stack.push(path);
    for (const method of methods.split(',').map((name) => name.trim())) if (method !== 'HEAD') routes.push({ method, path });
  }
  return routes;
}
