import { describe, expect, it } from 'vitest';
import { errorFromAnswer } from '../../../src/api/errors';

describe("'server error code' (spec 01 section 8)", () => {
  it('names the status of a server failure that sent no message of its own', () => {
    expect(errorFromAnswer('GetLayers', 502, undefined, '')).toMatchObject({ messageKey: 'specGaps.api.serverErrorCode', params: { name: 'GetLayers', status: 502 } });
  });

  it("keeps the server's own message and catalogue id when it sent them", () => {
    expect(errorFromAnswer('GetLayers', 500, { ErrorId: 'server.layers.readFailed', MessageParams: { reason: 'x' } })).toMatchObject({ messageKey: 'server.layers.readFailed' });
    expect(errorFromAnswer('GetLayers', 500, { ResultMessage: 'database down' })).toMatchObject({ messageKey: 'api.request.failed' });
  });
});
