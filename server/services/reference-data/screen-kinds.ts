import type { EntityKind } from '../../../src/domain/entities/entity-descriptors';
import type { TemplateScreen } from '../../seed/field-templates';

/** The records each template screen edits: where a list field's codes are stored (air samples are water-sample rows, spec 01 section 3). */
export const screenKinds: Readonly<Record<TemplateScreen, EntityKind>> = {
  Project: 'project',
  MeasurementPoint: 'measurementPoint',
  Layer: 'layer',
  Jar: 'jar',
  FilterTube: 'filterTube',
  Finishing: 'finishing',
  WaterSample: 'waterSample',
  AirSample: 'waterSample',
  Bottle: 'bottle',
  Sublocation: 'sublocation',
  LocationVisit: 'locationVisit',
  SummaryConclusion: 'summaryConclusion',
  ConcernedContact: 'concernedContact',
};

/** Whether `name` is one of the template screens. */
export function isTemplateScreen(name: string): name is TemplateScreen {
  return Object.hasOwn(screenKinds, name);
}

/** The template screens that edit records of `kind` (both water and air samples for a water-sample row). */
export function screensOfKind(kind: EntityKind): TemplateScreen[] {
  return (Object.keys(screenKinds) as TemplateScreen[]).filter((screen) => screenKinds[screen] === kind);
}
