import { describe, expect, it } from 'vitest';
import { labCodeChoice } from '../../../../src/domain/lab/lab-code-choice';

const labs = [{ GcCode: 'SGS', GcDescription: 'SGS Nederland', GcExtra: { Email: 'orders@sgs.lab.example' } }, { GcCode: 'XX', GcDescription: 'No address' }];
const urgencies = [{ GcCode: 'S', GcDescription: 'Urgent (2 working days)' }];

describe('a lab assignment field chosen from its code list (spec 02 section 3)', () => {
  it('takes the lab\'s order address with the lab, and keeps a typed address for a lab without one', () => {
    expect(labCodeChoice('SikbLabCode', 'SGS', labs)).toEqual({ SikbLabCode: 'SGS', LbLabEmail: 'orders@sgs.lab.example' });
    expect(labCodeChoice('SikbLabCode', 'XX', labs)).toEqual({ SikbLabCode: 'XX' });
  });

  it('takes the urgency\'s description beside its code, and clears both for no choice', () => {
    expect(labCodeChoice('UrgencyCode', 'S', urgencies)).toEqual({ UrgencyCode: 'S', UrgencyDescription: 'Urgent (2 working days)' });
    expect(labCodeChoice('UrgencyCode', '', urgencies)).toEqual({ UrgencyCode: null, UrgencyDescription: null });
  });
});
