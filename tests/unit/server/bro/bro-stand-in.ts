import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A dispatched BHR-GT object as the public BRO API answers it, with only what the lookup reads. */
function dispatch(broId: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<dispatchDataResponse xmlns="http://www.broservices.nl/xsd/dsbhr-gt/2.1" xmlns:brocom="http://www.broservices.nl/xsd/brocommon/3.0">
  <brocom:responseType>dispatch</brocom:responseType>
  <dispatchDocument><BHR_GT_O><brocom:broId>${broId}</brocom:broId></BHR_GT_O></dispatchDocument>
</dispatchDataResponse>`;
}

/** A local stand-in for the public BRO API: known objects, objects it knows under another ID, and 503s. */
export interface BroStandIn {
  baseUrl: string;
  requests: string[];
  close(): Promise<void>;
}

/**
 * Starts the stand-in on a free loopback port. `known` answers 200 with the same ID (a match),
 * `renamed` 200 with the portal's own ID (a mismatch), `broken` 503; anything else is 404 (not found).
 */
export async function startBroStandIn(cases: { known: string[]; renamed: Record<string, string>; broken?: string[] }): Promise<BroStandIn> {
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const broId = decodeURIComponent((request.url ?? '').split('/').pop() ?? '');
    const answer = cases.known.includes(broId) ? broId : cases.renamed[broId];
    if (cases.broken?.includes(broId)) response.writeHead(503).end();
    else if (answer) response.writeHead(200, { 'content-type': 'application/xml' }).end(dispatch(answer));
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
