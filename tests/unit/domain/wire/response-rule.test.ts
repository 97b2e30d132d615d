import { describe, expect, it } from 'vitest';
import { isSuccessfulResponse, requestFailedMessage } from '../../../../src/domain/wire/response-rule';

describe('the success rule (spec 01 section 5)', () => {
  it('accepts HTTP 200 with the call\'s success code and a clean message', () => {
    expect(isSuccessfulResponse({ status: 200, resultCode: 'Import_Succes', resultMessage: 'Saved' }, ['Import_Succes'])).toBe(true);
  });

  it('refuses any other HTTP status', () => {
    expect(isSuccessfulResponse({ status: 201, resultCode: 'Import_Succes' }, ['Import_Succes'])).toBe(false);
  });

  it('refuses a result code that is not a success code for the call', () => {
    expect(isSuccessfulResponse({ status: 200, resultCode: 'Export_Succes' }, ['Import_Succes'])).toBe(false);
    expect(isSuccessfulResponse({ status: 200, resultCode: 'Import_Failed' }, ['Import_Succes'])).toBe(false);
  });

  it('refuses a message containing error in any case', () => {
    expect(isSuccessfulResponse({ status: 200, resultCode: 'Export_Succes', resultMessage: 'partial ERROR in row 3' }, ['Export_Succes'])).toBe(false);
  });

  it('writes the generic failure text', () => {
    expect(requestFailedMessage('SetLayers', 'timeout')).toBe("Request SetLayers failed with message 'timeout'");
  });
});
