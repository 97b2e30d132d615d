import type { FastifyInstance } from 'fastify';

/** Every POST path the app registered, read from fastify's route tree (printRoutes), so a new call is fuzzed without a list to keep. */
export function registeredPostPaths(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+) \(([^)]*)\)/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    // Each level of the tree is indented by four characters; a child's path continues its parent's.
    stack.length = indent.length / 4;
    const path = `${stack.at(-1) ?? ''}${segment}`;
    stack.push(path);
    if (methods.split(',').map((method) => method.trim()).includes('POST')) paths.push(path);
  }
  return paths;
}
