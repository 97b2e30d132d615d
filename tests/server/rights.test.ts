import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachDatabase, startTestServer } from './harness';
import type { Session, TestServer } from './harness';

const checkFunctionRights = '/AuthorisationServiceRest/CheckFunctionRights';
const userHasFunction = '/AuthorisationServiceRest/UserHasFunction';

describe('CheckFunctionRights and UserHasFunction (spec 01 section 6, spec 02 sections 6–7)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    let labUser: Session;
    let manager: Session;
    let nobody: Session;
    beforeAll(async () => {
      server = await startTestServer({ dialect });
      labUser = await server.login(await server.addUser({ username: 'lab', rights: { features: ['LabAssignments'], functions: ['SuggestSamples'] } }));
      manager = await server.login(await server.addUser({ username: 'manager', rights: 'all' }));
      nobody = await server.login();
    });
    afterAll(() => server.close());

    const identity = (session: Session) => ({ Username: session.authorisation.Username, Licensenumber: session.authorisation.Licensenumber, ApplicationCode: 61 });
    const ask = (session: Session, path: string, body: Record<string, unknown>) => server.post(path, { ...identity(session), ...body }, session.accessToken);

    it('allows a stored feature word, in any case, with result code Succes', async () => {
      const answer = await ask(labUser, checkFunctionRights, { FeatureWord: 'labassignments' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ ResultCode: 'Succes', Allowed: true });
    });

    it('refuses a feature word that is not stored with a non-success code and the catalogue message', async () => {
      const answer = await ask(labUser, checkFunctionRights, { FeatureWord: 'Borelogs' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ ResultCode: 'No_Rights', Allowed: false, ErrorId: 'server.rights.notAllowed' });
      expect(answer.body.ResultMessage).toContain('You do not have the rights to use this functionality');
    });

    it('keeps feature words and function names apart', async () => {
      expect((await ask(labUser, userHasFunction, { FunctionName: 'SuggestSamples' })).body.Allowed).toBe(true);
      expect((await ask(labUser, userHasFunction, { FunctionName: 'LabAssignments' })).body.Allowed).toBe(false);
      expect((await ask(labUser, checkFunctionRights, { FeatureWord: 'SuggestSamples' })).body.Allowed).toBe(false);
    });

    it('allows everything for a user granted every right (as the demo user is)', async () => {
      expect((await ask(manager, checkFunctionRights, { FeatureWord: 'Anything' })).body).toEqual({ ResultCode: 'Succes', Allowed: true });
      expect((await ask(manager, userHasFunction, { FunctionName: 'Whatever' })).body.Allowed).toBe(true);
    });

    it('allows nothing for a user without rights', async () => {
      expect((await ask(nobody, userHasFunction, { FunctionName: 'SuggestSamples' })).body.Allowed).toBe(false);
    });

    it('answers 403 when the body asks about another user, and 400 without the name asked about', async () => {
      const other = await server.post(checkFunctionRights, { ...identity(labUser), Username: 'manager', FeatureWord: 'LabAssignments' }, labUser.accessToken);
      expect(other.status).toBe(403);
      expect((await ask(labUser, checkFunctionRights, {})).status).toBe(400);
    });

    it('answers 401 without a token', async () => {
      expect((await server.post(userHasFunction, { ...identity(labUser), FunctionName: 'SuggestSamples' })).status).toBe(401);
    });
  });
});
