import { describe, expect, it } from 'vitest';
import { shareIssues, shareRecipients } from '../../../../src/domain/mail/share-rules';

describe('sharing an export by e-mail (spec 02 section 5: subject required, valid e-mail addresses)', () => {
  it('reads addresses separated by commas, semicolons or spaces', () => {
    expect(shareRecipients(' a@example.nl; b@example.nl,c@example.nl  d@example.nl ;')).toEqual(['a@example.nl', 'b@example.nl', 'c@example.nl', 'd@example.nl']);
  });

  it('takes a subject and valid addresses', () => {
    expect(shareIssues({ recipients: 'gemeente@example.nl', subject: 'Export' })).toEqual([]);
  });

  it('refuses a blank subject, no address and every invalid address, naming it', () => {
    expect(shareIssues({ recipients: '', subject: ' ' })).toEqual([
      { key: 'importExport.share.subjectRequired', params: {} },
      { key: 'importExport.share.recipientRequired', params: {} },
    ]);
    expect(shareIssues({ recipients: 'a@example.nl; geen-adres; b@', subject: 'Export' })).toEqual([
      { key: 'importExport.share.invalidAddress', params: { address: 'geen-adres' } },
      { key: 'importExport.share.invalidAddress', params: { address: 'b@' } },
    ]);
    expect(shareIssues({ recipients: 'a@example.nl', subject: 'x'.repeat(201) })).toEqual([{ key: 'importExport.share.subjectTooLong', params: { max: 200 } }]);
  });
});
