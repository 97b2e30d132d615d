import { coordinateIssues, zRequiredForGaugingTube } from '../../../domain/coordinates/coordinate-issues';
import type { CoordinateSystem } from '../../../domain/coordinates/coordinate-system';
import { findCoordinateSystem } from '../../../domain/coordinates/coordinate-systems';
import type { CoordinatePoint } from '../../../domain/coordinates/transform';
import { roundToFractionDigits, transformPoint } from '../../../domain/coordinates/transform';
import type { CodeOption } from '../../../domain/editing/code-options';
import { requiredIssues } from '../../../domain/validation/rules/required';
import { readImportAs } from './import-as';
import { referenceCodeLookup } from './reference-codes';
import type { ReferenceCodeLookup } from './reference-codes';
import type { XyzCells, XyzField } from './xyz-columns';
import { fromDomainIssue, xyzError } from './xyz-issue';
import type { XyzIssue, XyzIssueCode } from './xyz-issue';

/** What the user chose for an import and the lists its cells are checked against. */
export interface XyzImportContext {
  /** GcCode of the system the pasted X and Y are in (picked by the user), e.g. 'EPSG:4326'. */
  sourceSystem: string;
  /** The project's PrCoordinateSystem; points are stored in it. Empty: they are stored as pasted. */
  projectSystem: string | null | undefined;
  /** Reference plane types (MpReferencePlaneTypeCode's code list). */
  referencePlanes: readonly CodeOption[];
  /** Reference point types (MpReferencePointTypeCode's code list). */
  referenceTypes: readonly CodeOption[];
  /** Whether a row with an empty import-as cell is imported as a gauging tube; false when not given. */
  importAsGaugingTubeByDefault?: boolean;
}

/** A pasted row read and checked on its own (names are compared across rows later). */
export interface CheckedXyzRow {
  readonly issues: readonly XyzIssue[];
  /** The name, trimmed. */
  readonly name: string;
  readonly importAsGaugingTube: boolean;
  /** The stored code the reference plane cell means; null when the cell is empty or not in the list. */
  readonly referencePlaneCode: string | null;
  readonly referenceTypeCode: string | null;
  /** X and Y in the target system rounded to its fraction digits, Z as pasted; null when the coordinates are refused. */
  readonly target: CoordinatePoint | null;
}

/** The system points are stored in: the project's, or the pasted one when the project has none. */
export function xyzTargetSystem(context: Pick<XyzImportContext, 'sourceSystem' | 'projectSystem'>): string {
  const project = context.projectSystem?.trim() ?? '';
  return project === '' ? context.sourceSystem : project;
}

const coordinateFields = { x: 'x', y: 'y' } as const;

function referenceIssues(field: XyzField, text: string, lookup: ReferenceCodeLookup, unknown: XyzIssueCode): { code: string | null; issues: XyzIssue[] } {
  if (text.trim() === '') return { code: null, issues: [] };
  const found = lookup(text);
  return found === undefined ? { code: null, issues: [xyzError(field, unknown, { value: text.trim() })] } : { code: found, issues: [] };
}

/** Where a row's X and Y put the point, or what is wrong with them. */
interface Located {
  target: CoordinatePoint | null;
  issues: XyzIssue[];
}

/** The systems of one import, looked up once rather than per row. */
interface ImportSystems {
  source: string;
  target: string;
  /** The target's table row; undefined when the target is not of code list 37. */
  targetRow: CoordinateSystem | undefined;
}

/**
 * X and Y read in the pasted system (dot decimals, its bounds and fraction digits), reprojected with
 * the coordinate module's proj4 transform, rounded to the target's fraction digits (8 for EPSG:4326,
 * otherwise 2; spec 01 section 5), and refused when they then lie outside the target's bounds.
 */
function locate(xText: string, yText: string, systems: ImportSystems): Located {
  const issues = coordinateIssues(xText, yText, systems.source, coordinateFields).map((issue) => fromDomainIssue(issue, issue.field === 'y' ? 'y' : 'x'));
  if (issues.length > 0) return { target: null, issues };
  // Text the coordinate rule accepts is a dot-decimal number, which Number reads as readCoordinate does.
  const moved = transformPoint({ x: Number(xText.trim()), y: Number(yText.trim()) }, systems.source, systems.target);
  if (!moved.ok) return { target: null, issues: [xyzError('x', moved.messageKey, { system: moved.system })] };
  const system = systems.targetRow;
  if (!system) return { target: null, issues: [xyzError('x', 'coordinates.transform.unknownSystem', { system: systems.target })] };
  const target: CoordinatePoint = { x: roundToFractionDigits(moved.value.x, system.code), y: roundToFractionDigits(moved.value.y, system.code) };
  const [minX, minY, maxX, maxY] = system.projectedBounds;
  const params = { system: system.code, x: target.x, y: target.y };
  if (target.x < minX || target.x > maxX) issues.push(xyzError('x', 'xyzImport.issue.outsideProjectSystem', params));
  if (target.y < minY || target.y > maxY) issues.push(xyzError('y', 'xyzImport.issue.outsideProjectSystem', params));
  return issues.length > 0 ? { target: null, issues } : { target, issues };
}

const boundsCodes = new Set<string>(['validation.coordinates.outOfBounds', 'xyzImport.issue.outsideProjectSystem']);

/**
 * Latitude before longitude, northing before easting: a common slip when copying. When a point is
 * refused only for its bounds and would fit with X and Y the other way round, the row says so instead.
 */
function locateOrSpotSwap(cells: XyzCells, systems: ImportSystems): Located {
  const located = locate(cells.x, cells.y, systems);
  if (located.issues.length === 0 || !located.issues.every((issue) => boundsCodes.has(issue.code))) return located;
  if (locate(cells.y, cells.x, systems).issues.length > 0) return located;
  const params = { system: findCoordinateSystem(systems.source)?.code ?? systems.source };
  return { target: null, issues: [xyzError('x', 'xyzImport.issue.axesSwapped', params), xyzError('y', 'xyzImport.issue.axesSwapped', params)] };
}

/**
 * A checker for single rows under one context (spec 01 section 5): name required;
 * X and Y both present, dot decimals, within the pasted system's bounds and fraction digits; Z a
 * number, required to import as gauging tube; import-as a yes or no; reference plane and type from
 * their lists. A row whose coordinates pass is reprojected into the target system.
 */
export function createXyzRowChecker(context: XyzImportContext): (cells: XyzCells) => CheckedXyzRow {
  const planes = referenceCodeLookup(context.referencePlanes);
  const types = referenceCodeLookup(context.referenceTypes);
  const target = xyzTargetSystem(context);
  const systems: ImportSystems = { source: context.sourceSystem, target, targetRow: findCoordinateSystem(target) };
  const byDefault = context.importAsGaugingTubeByDefault === true;
  return (cells) => {
    const issues: XyzIssue[] = requiredIssues('name', cells.name).map((issue) => fromDomainIssue(issue, 'name'));
    const importAs = readImportAs(cells.importAs);
    if (importAs.kind === 'invalid') issues.push(xyzError('importAs', 'xyzImport.issue.importAsInvalid', { value: cells.importAs.trim() }));
    const importAsGaugingTube = importAs.kind === 'choice' ? importAs.gaugingTube : byDefault;

    const located = locateOrSpotSwap(cells, systems);
    const zIssues = zRequiredForGaugingTube(importAsGaugingTube, cells.z, 'z').map((issue) => fromDomainIssue(issue, 'z'));
    issues.push(...located.issues, ...zIssues);

    const plane = referenceIssues('referencePlane', cells.referencePlane, planes, 'xyzImport.issue.referencePlaneUnknown');
    const type = referenceIssues('referenceType', cells.referenceType, types, 'xyzImport.issue.referenceTypeUnknown');
    issues.push(...plane.issues, ...type.issues);

    // Z is a height in the vertical datum and is carried over as pasted (see transformPoint); a Z the rule accepts is a dot-decimal number.
    const z = cells.z.trim();
    const point = located.target && zIssues.length === 0 ? (z === '' ? located.target : { ...located.target, z: Number(z) }) : null;
    return {
      issues, name: cells.name.trim(), importAsGaugingTube,
      referencePlaneCode: plane.code, referenceTypeCode: type.code, target: point,
    };
  };
}
