import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { useContractProject } from './contract-project-session';
import { forEachDatabase } from './harness';

/**
 * Constants and variants of the wire contract the spec names: the application codes 60 (Windows),
 * 61 (web) and 62 (iOS) in the authorisation object (spec 01 section 9), and GetGaugingTubes'
 * Export_TI_v1_0_0 variant, XML with the tubes' ids and GUIDs (spec 01 section 7).
 */
describe('application codes and the XML variant of GetGaugingTubes', () => {
  forEachDatabase((dialect) => {
    const session = useContractProject(dialect);

    const readPoints = async (applicationCode: unknown) => {
      const user = await session.server.login();
      return user.call('/ITWDataRestService_V1_0/GetMeasurementPoints', {
        Authorisation: { ...user.authorisation, ApplicationCode: applicationCode },
        LanguageCode: 'eng', WebserviceVersion: '1.0', Parameters: { ExportFormat: 'json', ProjectID: String(session.story.prId) },
      });
    };

    it('takes the Windows, web and iOS application codes, as numbers or digits, and refuses any other', async () => {
      for (const code of [60, 61, 62, '60', '62']) {
        const answer = await readPoints(code);
        expect(answer.status, String(code)).toBe(200);
        expect(answer.body.ResultCode).toBe('Export_Succes');
      }
      for (const code of [63, 0, 'web', '61a']) expect((await readPoints(code)).status, String(code)).toBe(400);
    });

    it('answers GetGaugingTubes with TypeOfExport Export_TI_v1_0_0 as XML of the tubes with their ids and GUIDs', async () => {
      const user = await session.server.login();
      const body = { LanguageCode: 'eng', WebserviceVersion: '1.0', Parameters: { ExportFormat: 'json', ProjectID: String(session.story.prId) } };
      const xmlAnswer = await user.call<{ ResultCode: string; Files: { FileName: string; FileContent: string }[] }>('/ITWDataRestService_V1_0/GetGaugingTubes', { ...body, TypeOfExport: 'Export_TI_v1_0_0' });
      expect(xmlAnswer.status).toBe(200);
      expect(xmlAnswer.body.ResultCode).toBe('Export_Succes');
      const [file] = xmlAnswer.body.Files;
      expect(file?.FileName).toBe('GaugingTubes.xml');
      const parsed = new XMLParser({ isArray: (name) => name === 'GaugingTube', parseTagValue: false, ignoreAttributes: false }).parse(file?.FileContent ?? '') as {
        GaugingTubes: { '@_ProjectID': string; GaugingTube: { FtID: string; FtGuid: string; FtName: string; MpGuid: string }[] };
      };
      expect(parsed.GaugingTubes['@_ProjectID']).toBe(String(session.story.prId));
      const [tube] = session.story.tubes.tblFilterTubes;
      expect(parsed.GaugingTubes.GaugingTube.map(({ FtID, FtGuid, FtName, MpGuid }) => ({ FtID, FtGuid, FtName, MpGuid }))).toEqual([
        { FtID: String(tube?.FtID), FtGuid: session.story.ftGuid, FtName: tube?.FtName, MpGuid: session.story.p1 },
      ]);

      // Without the variant the same call answers its JSON tables.
      const json = await user.call<{ Files: { FileContent: string }[] }>('/ITWDataRestService_V1_0/GetGaugingTubes', body);
      expect(JSON.parse(json.body.Files[0]?.FileContent ?? '{}')).toHaveProperty('VeldData.tblFilterTubes');
    });
  });
});
