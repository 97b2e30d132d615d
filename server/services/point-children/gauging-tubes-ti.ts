import { create } from 'xmlbuilder2';
import { resultCodes } from '../../../src/domain/wire/result-codes';
import type { Executor } from '../../db/executor';
import type { ReadAnswer } from '../answers';
import { gaugingTubeFamily } from './child-family';
import { readChildTables } from './read-child-rows';
import type { ReadChildRowsRequest } from './read-child-rows';

/** The TypeOfExport of GetGaugingTubes' XML variant (spec 01 section 7: 'also variant Export_TI_v1_0_0'). */
export const gaugingTubesTiExport = 'Export_TI_v1_0_0';

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/**
 * The gauging tubes as XML (spec 01 section 7, GetGaugingTubes with TypeOfExport Export_TI_v1_0_0:
 * 'returning XML with tube ids and guids'): one GaugingTube per tube with its FtID, FtGuid and name
 * and the MpID, MpGuid and name of its point, in the JSON variant's order.
 */
function gaugingTubesXml(prId: number, tubes: readonly Record<string, unknown>[], points: readonly Record<string, unknown>[]): string {
  const pointById = new Map(points.map((point) => [point.MpID, point]));
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele('GaugingTubes', { ProjectID: String(prId), Version: '1.0.0' });
  for (const tube of tubes) {
    const point = pointById.get(tube.MpID);
    const element = root.ele('GaugingTube');
    for (const [name, value] of [['FtID', tube.FtID], ['FtGuid', tube.FtGuid], ['FtName', tube.FtName], ['MpID', tube.MpID], ['MpGuid', point?.MpGuid], ['MpName', point?.MpName]] as const) {
      element.ele(name).txt(text(value));
    }
  }
  return root.end({ prettyPrint: true });
}

/** GetGaugingTubes answered as the Export_TI_v1_0_0 XML in Files[0].FileContent, success code Export_Succes. */
export async function readGaugingTubesXml(db: Executor, licenceId: number, request: ReadChildRowsRequest): Promise<ReadAnswer & { Files: { FileName: string; FileContent: string }[] }> {
  const tables = await readChildTables(db, licenceId, gaugingTubeFamily, request, true);
  const xml = gaugingTubesXml(request.prId, tables.tblFilterTubes ?? [], tables.tblMeasurementPoints ?? []);
  return { ResultCode: resultCodes.read, ResultMessage: '', Files: [{ FileName: 'GaugingTubes.xml', FileContent: xml }] };
}
