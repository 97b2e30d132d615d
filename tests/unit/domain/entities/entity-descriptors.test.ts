import { describe, expect, it } from 'vitest';
import { entityDescriptor, entityDescriptors, entityKinds } from '../../../../src/domain/entities/entity-descriptors';

describe('entity descriptors (spec 01 sections 3 and 4)', () => {
  it('stamps exactly the last-changed fields spec 01 section 4 names', () => {
    expect(entityDescriptors.measurementPoint.lastChangedField).toBe('MpDateLastChanged');
    expect(entityDescriptors.project.lastChangedField).toBe('PrDateLastChanged');
    expect(entityDescriptors.layer.lastChangedField).toBe('LaDateLastChanged');
    expect(entityDescriptors.jar.lastChangedField).toBe('JrDateLastChanged');
    expect(entityDescriptors.filterTube.lastChangedField).toBe('FtDateLastChanged');
    expect(entityDescriptors.finishing.lastChangedField).toBe('FiDateLastChanged');
    expect(entityDescriptors.waterSample.lastChangedField).toBe('WsDateLastChanged');
    expect(entityDescriptors.bottle.lastChangedField).toBe('BoDateLastChanged');
    expect(entityDescriptors.concernedContact.lastChangedField).toBe('CcDateLastChanged');
    expect(entityDescriptors.sublocation.lastChangedField).toBe('SlDateLastChanged');
    expect(entityDescriptors.summaryConclusion.lastChangedField).toBe('SmDateLastChanged');
  });

  it('has a last-changed field only where the row carries one (location visits add LvDateLastChanged)', () => {
    const stamped = entityKinds.filter((kind) => entityDescriptors[kind].lastChangedField !== null);
    expect(stamped).toEqual([
      'project', 'measurementPoint', 'layer', 'jar', 'filterTube', 'finishing', 'waterSample', 'bottle', 'sublocation',
      'locationVisit', 'summaryConclusion', 'concernedContact', 'mapContour', 'task',
    ]);
  });

  it('gives the tables of spec 01 section 3', () => {
    expect(entityKinds.map((kind) => entityDescriptors[kind].tableName)).toEqual([
      'tblProjects', 'tblMeasurementPoints', 'tblLayers', 'tblJars', 'tblFilterTubes', 'tblFinishings', 'tblWaterSamples',
      'tblBottles', 'tblObservation', 'tblWaterSampleMeasurements', 'tblSublocations', 'tblLocationVisits',
      'tblSummaryConclusions', 'tblConcernedCompanies', 'tblCadastralOvam', 'tblCadastralOvamCustomers',
      'tblCadastralOvamVlaremAct', 'tblLabAssignments', 'tblAnalysisSamples', 'tblAnalysisSampleParts', 'tblAnalysisResults', 'tblMapContours', 'tblTasks',
    ]);
  });

  it.each(entityKinds)('%s names only fields its schema declares', (kind) => {
    const descriptor = entityDescriptor(kind);
    expect(descriptor.kind).toBe(kind);
    const fields = Object.keys(descriptor.schema.shape);
    for (const field of [descriptor.idField, descriptor.guidField, descriptor.lastChangedField, descriptor.parentIdField]) {
      if (field !== null) expect(fields).toContain(field);
    }
  });

  it('links children to their parents by id', () => {
    expect(entityDescriptors.project.parentIdField).toBeNull();
    expect(entityDescriptors.layer.parentIdField).toBe('MpID');
    expect(entityDescriptors.bottle.parentIdField).toBe('WsID');
    expect(entityDescriptors.cadastralOvamVlaremAct.parentIdField).toBe('CaID');
    expect(entityDescriptors.summaryConclusion.guidField).toBe('SmGUID');
    expect(entityDescriptors.observation.guidField).toBeNull();
  });
});
