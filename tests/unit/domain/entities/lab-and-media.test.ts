import { describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../../../../src/domain/entities/analysis-result';
import { analysisSampleSchema } from '../../../../src/domain/entities/analysis-sample';
import { labAssignmentSchema } from '../../../../src/domain/entities/lab-assignment';
import { mediaItemSchema } from '../../../../src/domain/entities/media-item';
import { projectUserSchema } from '../../../../src/domain/entities/project-user';

describe('lab and media entities (spec 02 section 3)', () => {
  it('reads a lab assignment with PrID as text and keeps unknown columns', () => {
    const assignment = labAssignmentSchema.parse({ LbID: 5, ID: 1001, IsSent: false, LbDeleted: null, PrID: '12', LabExtra: 'x' });
    expect(assignment).toMatchObject({ LbID: 5, PrID: 12, LabExtra: 'x' });
    expect(labAssignmentSchema.safeParse({ LbID: 'five' }).success).toBe(false);
  });

  it('reads an analysis sample with its depth range in cm and flags', () => {
    const sample = analysisSampleSchema.parse({ AsGuid: 'a-1', From: 0, To: 50, IsDeepGroundwater: true, MatrixCode: 'GR' });
    expect(sample).toMatchObject({ From: 0, To: 50, IsDeepGroundwater: true });
    expect(analysisSampleSchema.safeParse({ AsGuid: '' }).success).toBe(false);
  });

  it('keeps a censored result as symbol plus number', () => {
    const result = analysisResultSchema.parse({ ArGuid: 'r-1', AsGuid: 'a-1', Symbol: '<', MeasuredValue: 0.2, Unit: 'mg/kg ds' });
    expect(result).toMatchObject({ Symbol: '<', MeasuredValue: 0.2 });
    expect(analysisResultSchema.safeParse({ ArGuid: 'r-1', MeasuredValue: '<0.2' }).success).toBe(false);
  });

  it('accepts the six media classifications and refuses others', () => {
    expect(mediaItemSchema.safeParse({ Filename: 'a.jpg', MediaClassification: 'KLICFiles' }).success).toBe(true);
    expect(mediaItemSchema.safeParse({ Filename: 'a.jpg', MediaClassification: 'Photos' }).success).toBe(false);
    expect(mediaItemSchema.safeParse({ MediaClassification: 'ProjectPhoto' }).success).toBe(false);
  });

  it('reads a project user with the person inside, unknown fields kept at both levels', () => {
    const user = projectUserSchema.parse({
      UserName: 'jan', PrID: 12, Enabled: true, Person: { FirstName: 'Jan', LastName: 'Smit', Email: 'jan@example.org', Phone: '1' },
    });
    expect(user.Person).toMatchObject({ FirstName: 'Jan', Phone: '1' });
    expect(projectUserSchema.safeParse({ Enabled: true }).success).toBe(false);
  });
});
