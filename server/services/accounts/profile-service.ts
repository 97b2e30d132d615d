import type { Executor } from '../../db/executor';
import { listRightNames } from '../../db/repositories/rights';
import { selectUserProfile } from '../../db/repositories/user-profile';
import { notFound } from '../../errors';
import type { Caller } from '../caller';
import { referenceMessages } from '../reference-data/reference-messages';

/** GET {sso}/UserManagement/user/profile's answer (spec 02 section 7: response Data). */
export interface ProfileAnswer {
  ResultCode: 'Succes';
  Data: { Username: string; DisplayName: string; Email: string | null; Language: string; Licensenumber: number; LicenceName: string; LicenceKind: string };
}

/** The signed-in user's profile; a user removed meanwhile is 'unable to retrieve the user profile' (spec 02 section 8). */
export async function readProfile(db: Executor, caller: Caller): Promise<ProfileAnswer> {
  const row = await selectUserProfile(db, caller.userId);
  if (!row) throw notFound(referenceMessages.profileUnavailable);
  return {
    ResultCode: 'Succes',
    Data: {
      Username: row.username, DisplayName: row.displayName, Email: row.email, Language: row.language,
      Licensenumber: Number(row.licenceNumber), LicenceName: row.licenceName, LicenceKind: row.licenceKind,
    },
  };
}

/** GET {sso}/UserManagement/AuthorFunctions/{licence}'s answer: Data, items each with a FunctionList of FunctionName (spec 02 section 7). */
export interface AuthorFunctionsAnswer {
  ResultCode: 'Succes';
  Data: { Licensenumber: number; Kind: 'function' | 'feature'; FunctionList: { FunctionName: string }[] }[];
}

/** The functions and feature words the caller holds in their licence ('*' stands for every one of its kind). */
export async function readAuthorFunctions(db: Executor, caller: Caller): Promise<AuthorFunctionsAnswer> {
  const [functions, features] = await Promise.all([listRightNames(db, caller.userId, 'function'), listRightNames(db, caller.userId, 'feature')]);
  const list = (names: string[]) => [...names].sort().map((name) => ({ FunctionName: name }));
  return {
    ResultCode: 'Succes',
    Data: [
      { Licensenumber: caller.licenceNumber, Kind: 'function', FunctionList: list(functions) },
      { Licensenumber: caller.licenceNumber, Kind: 'feature', FunctionList: list(features) },
    ],
  };
}
