import { randomUUID } from 'node:crypto';
import { cadastralCustomerKind, cadastralKind, cadastralVlaremActKind, contactKind, finishingKind, gaugingTubeKind, layerKind, locationVisitKind, setMeasurementPoints, setProject, setWaterSampleBottles, setWaterSamples, soilSampleKind, sublocationKind, summaryKind } from '../../src/api';
import type { ApiClient, KindTables, SampleRef, WaterSampleTables } from '../../src/api';
import type { Bottle } from '../../src/domain/entities/bottle';
import type { CadastralOvam, CadastralOvamCustomer, CadastralOvamVlaremAct } from '../../src/domain/entities/cadastral-ovam';
import type { ConcernedContact } from '../../src/domain/entities/concerned-contact';
import type { LocationVisit } from '../../src/domain/entities/location-visit';
import type { MeasurementPoint } from '../../src/domain/entities/measurement-point';
import type { Project } from '../../src/domain/entities/project';
import type { Sublocation } from '../../src/domain/entities/sublocation';
import type { SummaryConclusion } from '../../src/domain/entities/summary-conclusion';

/** The rows the contract test sends, so reads can be compared with what went out (spec 01 section 3 wire names). */
export const sent = {
  project: { PrCode: 'CONTRACT-1', PrName: 'Client contract', PrPlace: 'Utrecht', PrCoordinateSystem: 'EPSG:28992', PrRemark: 'written by the client' },
  sublocation: { SlName: 'Tankput', SlNameInspector: 'J. Jansen' },
  points: [
    { MpName: 'P1', MpXCoord: 155000.5, MpYCoord: 463000.25, MpDate: '2024-05-02T00:00:00', MpRemark: 'boring' },
    { MpName: 'P2', MpXCoord: 155010, MpYCoord: 463010 },
  ],
  layers: [
    { LaFrom: 50, LaTo: 120, LaSoilTypeCode: 'K', LaAdditive1TypeCode: 'z', LaAdditive1GradationCode: '3' },
    { LaFrom: 0, LaTo: 50, LaSoilTypeCode: 'Z', LaAdditive1TypeCode: 's', LaAdditive1GradationCode: '1', LaRemark: 'top soil' },
  ],
  jar: { JrName: 'P1-J1', JrFrom: 0, JrTo: 50, JrBarcode: 'AB123', JrDate: '2024-05-02T00:00:00' },
  tube: { FtName: 'P1-1', FtFrom: 100, FtTo: 200 },
  finishing: { FiTypeCode: 'BENT', FiFrom: 0, FiTo: 100 },
  tubeSample: { WsName: 'P1-1-1', WsMatrixCode: 'GW', WsPumpTypeCode: 'PERI', WsDate: '2024-05-03T00:00:00' },
  surfaceSample: { WsName: 'P2-OW', WsMatrixCode: 'OW' },
  observation: { ObPropertyCode: 'PH', ObMeasurementValue: 7.1 },
  bottles: [{ BoName: 'B1', BoBarcode: 'X1' }, { BoName: 'B2' }],
  visit: { LvDate: '2024-05-01T00:00:00', LvRemark: 'first visit' },
  contact: { CcCompanyName: 'Gemeente Utrecht', CcCompanyTypeCode: 'GEM', CcContactPerson: 'A. de Vries', CcPersonTypeCode: 'EIG' },
  // The code text list 84 answers (GcCode '1'); a number would land in the text column as '1.0' on SQLite.
  summary: { SmType: '1', SmText: 'No contamination found.' },
  cadastral: { CaName: 'Utrecht sectie A', CaNisID: '44021', CaDepartment: 'A' },
  customer: { CuCustomerName: 'Janssens NV' },
  act: { VlStartDate: '2020-01-01T00:00:00' },
} as const;

/** Every write's answer as the client parsed it, plus the keys the reads need. */
export interface ContractProject {
  project: Project;
  prId: number;
  sublocations: Sublocation[];
  points: MeasurementPoint[];
  p1: string;
  p2: string;
  layers: KindTables<'tblLayers', 'tblMeasurementPoints'>;
  jars: KindTables<'tblJars', 'tblMeasurementPoints'>;
  tubes: KindTables<'tblFilterTubes', 'tblMeasurementPoints'>;
  ftGuid: string;
  finishings: KindTables<'tblFinishings', 'tblMeasurementPoints'>;
  tubeSamples: WaterSampleTables;
  surfaceSamples: WaterSampleTables;
  /** Where the tube sample (and its bottles) hang. */
  sampleRef: SampleRef;
  bottles: Bottle[];
  visits: LocationVisit[];
  contacts: ConcernedContact[];
  summaries: SummaryConclusion[];
  cadastral: CadastralOvam[];
  caId: number;
  customers: CadastralOvamCustomer[];
  acts: CadastralOvamVlaremAct[];
}

/** The one row of a list, or a failure that names what was missing. */
export function only<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (rows.length !== 1 || row === undefined) throw new Error(`expected one ${what}, got ${rows.length}`);
  return row;
}

/** A text the answer must carry (a GUID the server made), or a failure naming it. */
function text(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`expected ${what} to be a text, got ${JSON.stringify(value)}`);
  return value;
}

function guidOf(points: readonly MeasurementPoint[], name: string): string {
  return text(points.find((point) => point.MpName === name)?.MpGuid, `MpGuid of ${name}`);
}

/**
 * Writes a small project with one of everything through the client's call functions, in the order
 * a user would (spec 01 section 7): project, sub-location, points, their children, samples,
 * bottles, project records and the cadastral record with its customer and act. `projectCode`
 * replaces sent.project.PrCode, so one licence can hold several (a code is unique in a licence).
 */
export async function writeContractProject(api: ApiClient, projectCode: string = sent.project.PrCode): Promise<ContractProject> {
  const project = only(await setProject(api, 'INSERT', { ...sent.project, PrCode: projectCode }), 'project');
  const prId = project.PrID ?? Number.NaN;
  const sublocations = (await sublocationKind.set(api, { prId }, 'INSERT', [sent.sublocation])).tblSublocations;
  const slGuid = text(only(sublocations, 'sub-location').SlGuid, 'SlGuid');
  const [first, second] = sent.points;
  const points = await setMeasurementPoints(api, prId, 'INSERT', [{ ...first, SlGuid: slGuid }, { ...second }]);
  const p1 = guidOf(points, 'P1');
  const p2 = guidOf(points, 'P2');

  const layers = await layerKind.set(api, { prId, mpGuid: p1 }, 'INSERT', sent.layers);
  const jars = await soilSampleKind.set(api, { prId, mpGuid: p1 }, 'INSERT', [sent.jar]);
  const tubes = await gaugingTubeKind.set(api, { prId, mpGuid: p1 }, 'INSERT', [sent.tube]);
  const ftGuid = text(only(tubes.tblFilterTubes, 'tube').FtGuid, 'FtGuid');
  const finishings = await finishingKind.set(api, { prId, mpGuid: p1 }, 'INSERT', [sent.finishing]);

  // The observation names its sample by WsGuid, so the sample's GUID is chosen here.
  const wsGuid = randomUUID();
  const tubeSamples = await setWaterSamples(
    api, { prId, mpGuid: p1, ftGuid }, 'INSERT', [{ ...sent.tubeSample, WsGuid: wsGuid }], [{ ...sent.observation, WsGuid: wsGuid }],
  );
  const surfaceSamples = await setWaterSamples(api, { prId, mpGuid: p2, ftGuid: null }, 'INSERT', [sent.surfaceSample]);
  const sampleRef: SampleRef = { prId, mpGuid: p1, ftGuid, wsGuid };
  const bottles = await setWaterSampleBottles(api, sampleRef, 'INSERT', sent.bottles);

  const visits = (await locationVisitKind.set(api, { prId }, 'INSERT', [sent.visit])).tblLocationVisits;
  const contacts = (await contactKind.set(api, { prId }, 'INSERT', [sent.contact])).tblConcernedCompanies;
  const summaries = (await summaryKind.set(api, { prId }, 'INSERT', [sent.summary])).tblSummaryConclusions;
  const cadastral = (await cadastralKind.set(api, { prId }, 'INSERT', [sent.cadastral])).tblCadastralOvam;
  const caId = only(cadastral, 'cadastral record').CaID ?? Number.NaN;
  const customers = (await cadastralCustomerKind.set(api, { prId, caId }, 'INSERT', [{ ...sent.customer, CaID: caId }])).tblCadastralOvamCustomers;
  const acts = (await cadastralVlaremActKind.set(api, { prId, caId }, 'INSERT', [{ ...sent.act, CaID: caId }])).tblCadastralOvamVlaremAct;

  return {
    project, prId, sublocations, points, p1, p2, layers, jars, tubes, ftGuid, finishings, tubeSamples, surfaceSamples, sampleRef, bottles,
    visits, contacts, summaries, cadastral, caId, customers, acts,
  };
}
