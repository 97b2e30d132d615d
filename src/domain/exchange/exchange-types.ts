import type { BroObjectType } from '../formats/bro/bro-objects';
import { sikbExportVersions, type SikbExportVersion } from '../formats/sikb0101/sikb-versions';

/**
 * One export type of the export wizard and the export call (spec 02 section 9, 'Export types'): its wire
 * name (TypeOfExport), its label, where it is written (the server's export call or the browser), the
 * versions the user picks from, and the BRO object whose pre-export checks it needs (spec 02 section 2).
 */
export interface ExchangeExportType {
  id: string;
  labelKey: string;
  /** The export configuration's exportTypeName (spec 02 section 7): the format's own name, untranslated. */
  exportTypeName: string;
  /** The extension of the file the export answers (spec 02 section 7, export config). */
  extension: string;
  /** Whether the answer is a zip (spec 02 section 7, export config useCompression); the call's UseCompression zips the others too. */
  useCompression: boolean;
  writtenBy: 'server' | 'browser';
  /** Exports the whole project whatever the selection. */
  wholeProject?: boolean;
  versions?: readonly SikbExportVersion[];
  /** Offers the SAD validation type (spec 02 section 4) beside the version. */
  sadValidation?: boolean;
  broObject?: BroObjectType;
}

/**
 * The one list of export types: the server's export call accepts the `server` ones, the export wizard
 * offers all of them, in this order. Types of spec 02 section 9 left out are in the README with reasons.
 */
export const exchangeExportTypes = [
  { id: 'ti', labelKey: 'importExport.wizard.type.ti', exportTypeName: 'Project file', extension: '.ti', useCompression: false, writtenBy: 'server', wholeProject: true },
  { id: 'xlsx', labelKey: 'importExport.wizard.type.xlsx', exportTypeName: 'XLSX', extension: '.xlsx', useCompression: false, writtenBy: 'server' },
  { id: 'csv', labelKey: 'importExport.wizard.type.csv', exportTypeName: 'CSV', extension: '.zip', useCompression: true, writtenBy: 'server' },
  { id: 'geojson', labelKey: 'importExport.wizard.type.geojson', exportTypeName: 'GeoJSON', extension: '.geojson', useCompression: false, writtenBy: 'browser' },
  { id: 'geojsonProject', labelKey: 'importExport.wizard.type.geojsonProject', exportTypeName: 'GeoJSON (project system)', extension: '.geojson', useCompression: false, writtenBy: 'browser' },
  { id: 'gef', labelKey: 'exchange.type.gef', exportTypeName: 'GEF', extension: '.zip', useCompression: true, writtenBy: 'server' },
  { id: 'sikb0101', labelKey: 'exchange.type.sikb0101', exportTypeName: 'SIKB0101', extension: '.xml', useCompression: false, writtenBy: 'server', versions: sikbExportVersions, sadValidation: true },
  { id: 'bro-bhrgt', labelKey: 'exchange.type.broBhrGt', exportTypeName: 'BRO BHR-GT', extension: '.zip', useCompression: true, writtenBy: 'server', broObject: 'BHR-GT' },
  { id: 'bro-gmw', labelKey: 'exchange.type.broGmw', exportTypeName: 'BRO GMW', extension: '.zip', useCompression: true, writtenBy: 'server', broObject: 'GMW' },
] as const satisfies readonly ExchangeExportType[];

/** The wire names of the types the server's export call writes. */
export type ServerExportTypeId = Extract<(typeof exchangeExportTypes)[number], { writtenBy: 'server' }>['id'];

/** The export types the server writes, by wire name, for the call's zod enum. */
export const serverExportTypeIds = exchangeExportTypes.filter((type) => type.writtenBy === 'server').map((type) => type.id) as [ServerExportTypeId, ...ServerExportTypeId[]];

/** One entry of the export configuration list (spec 02 section 7, 'Export config'). */
export interface ExportConfiguration {
  extension: string;
  exportTypeName: string;
  exportServerIdentifier: string;
  useCompression: boolean;
}

/** The export configuration list: every type the server's export call writes, as the spec names its fields. */
export function exportConfigurations(): ExportConfiguration[] {
  return (exchangeExportTypes as readonly ExchangeExportType[]).filter((type) => type.writtenBy === 'server').map((type) => ({
    extension: type.extension, exportTypeName: type.exportTypeName, exportServerIdentifier: type.id, useCompression: type.useCompression,
  }));
}

/** An export type by its wire name. */
export function exchangeExportType(id: string): ExchangeExportType | undefined {
  return (exchangeExportTypes as readonly ExchangeExportType[]).find((type) => type.id === id);
}

/**
 * One import type of the job orchestrator (spec 02 section 9, 'Import types'): its inputFormatType, the
 * file extensions it takes, and where it lands: a project (imported as a new code or into an existing
 * project), the rows of tables into an existing project (the spreadsheets), or lab results.
 */
export interface ExchangeImportType {
  id: string;
  labelKey: string;
  extensions: readonly string[];
  target: 'project' | 'projectRows' | 'analysisResults';
  /**
   * Which import of the import selection screen offers it (spec 02 section 2): the regular import, or the
   * new import (section 9: 'New import: watercourse shape zips and aquo measurement CSVs').
   */
  family: 'regular' | 'new';
}

/**
 * The one list of import types; an upload's type is the one the wizard names (POST convert's inputFormatType),
 * else the first whose extensions take its files.
 */
export const exchangeImportTypes = [
  { id: 'ti', labelKey: 'importExport.importWizard.type.ti', extensions: ['.ti'], target: 'project', family: 'regular' },
  { id: 'gef', labelKey: 'exchange.importType.gef', extensions: ['.gef', '.zip'], target: 'project', family: 'regular' },
  { id: 'sikb0101', labelKey: 'exchange.importType.sikb0101', extensions: ['.xml'], target: 'project', family: 'regular' },
  { id: 'xlsx', labelKey: 'importExport.importWizard.type.xlsx', extensions: ['.xlsx'], target: 'projectRows', family: 'regular' },
  { id: 'csv', labelKey: 'importExport.importWizard.type.csv', extensions: ['.csv'], target: 'projectRows', family: 'regular' },
  // After the regular CSV: a .csv without a named type stays a regular table import.
  { id: 'aquoCsv', labelKey: 'exchange.importType.aquoCsv', extensions: ['.csv'], target: 'projectRows', family: 'new' },
  // After GEF: a .zip without a named type stays a GEF import.
  { id: 'watercourseZip', labelKey: 'exchange.importType.watercourseZip', extensions: ['.zip'], target: 'projectRows', family: 'new' },
] as const satisfies readonly ExchangeImportType[];

/** The inputFormatType of an import type. */
export type ExchangeImportTypeId = (typeof exchangeImportTypes)[number]['id'];

/** An import type by its inputFormatType. */
export function exchangeImportType(id: string): ExchangeImportType | undefined {
  return (exchangeImportTypes as readonly ExchangeImportType[]).find((type) => type.id === id);
}

/** The inputFormatType of a type that is read into a whole project (.ti, GEF, SIKB0101). */
export type ProjectImportTypeId = Extract<(typeof exchangeImportTypes)[number], { target: 'project' }>['id'];

/** The types read into a whole project, for the convert step's zod enum. */
export const projectImportTypeIds = exchangeImportTypes.filter((type) => type.target === 'project').map((type) => type.id) as [ProjectImportTypeId, ...ProjectImportTypeId[]];
