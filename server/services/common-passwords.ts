import type { ValidationIssue } from '../../src/domain/validation/issue';
import { passwordIssues } from '../../src/domain/auth/password-rules';

let commonList: Promise<ReadonlySet<string>> | undefined;

/**
 * The list of common and breached passwords the rules check against (ASVS 2.1.7): the 49,233
 * entries of zxcvbn-ts's 'passwords-common' dictionary (@zxcvbn-ts/language-common, MIT,
 * compiled from leaked-password corpora), lower case. Loaded on first use, then kept: a few MB.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  commonList ??= import('@zxcvbn-ts/language-common').then(({ dictionary }) =>
    new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase())));
  return commonList;
}

/** The password rules of src/domain with the common list and the account's user name (ASVS 2.1). */
export async function checkNewPassword(password: string, username: string): Promise<ValidationIssue[]> {
  const common = await commonPasswords();
  return passwordIssues(password, { username, isCommon: (candidate) => common.has(candidate) });
}
