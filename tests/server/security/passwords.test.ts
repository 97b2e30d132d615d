import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMaxLength } from '../../../src/domain/auth/password-rules';
import { addAccount, resetPassword } from '../../../server/services/account-service';
import { forEachDatabase, startTestServer } from '../harness';
import type { TestServer } from '../harness';

/** 'abcdefg…' stepping by 7 letters: never a repeated unit, never a word. */
const letters = (count: number) => Array.from({ length: count }, (_, i) => String.fromCharCode(0x61 + ((i * 7) % 26))).join('');

describe('password rules wherever a password is stored, one maximum for storing and signing in (ASVS 2.1)', () => {
  forEachDatabase((dialect) => {
    let server: TestServer;
    beforeAll(async () => { server = await startTestServer({ dialect }); });
    afterAll(() => server.close());

    const login = (username: string, password: string) => server.post('/auth/login', { Username: username, Password: password });
    const refusal = async (password: string, username = 'weak') => {
      const result = await addAccount(server.db, { licenceNumber: 5000, username, password });
      return result.ok || result.reason !== 'passwordRejected' ? [] : result.issues.map((issue) => issue.code);
    };

    it("refuses '12345678', eight spaces, a breached password and one with the user name, storing nothing", async () => {
      expect(await refusal('12345678')).toEqual(['validation.password.tooShort']);
      expect(await refusal('        ')).toEqual(['validation.password.blank']);
      expect(await refusal('qwertyuiop123')).toEqual(['validation.password.common']);
      expect(await refusal('weak-but-long-enough')).toEqual(['validation.password.containsUsername']);
      expect(await server.db.selectFrom('users').select('id').where('username', '=', 'weak').execute()).toEqual([]);
    });

    it(`stores and signs in with a password of exactly ${passwordMaxLength} characters; refuses one longer at both ends`, async () => {
      const longest = letters(passwordMaxLength);
      expect((await addAccount(server.db, { licenceNumber: 5000, username: 'longest', password: longest })).ok).toBe(true);
      expect((await login('longest', longest)).status).toBe(200);
      expect(await refusal(letters(1500), 'too-long')).toEqual(['validation.password.tooLong']);
      const tooLong = await login('longest', `${longest}x`);
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.ResultMessage).toContain(`at most ${passwordMaxLength} characters`);
    });

    it('accepts any characters, and the same password typed composed or decomposed (NFC, ASVS 2.1.4)', async () => {
      const decomposed = 'cafe\u0301-grondboring-🦊';
      expect((await addAccount(server.db, { licenceNumber: 5000, username: 'unicode', password: decomposed })).ok).toBe(true);
      expect((await login('unicode', decomposed)).status).toBe(200);
      expect((await login('unicode', decomposed.normalize('NFC'))).status).toBe(200);
    });

    it('holds a new password to the same rules and keeps the old one when it is refused', async () => {
      const user = await server.addUser({ licenceNumber: 5000, username: 'resetting' });
      const refused = await resetPassword(server.db, { licenceNumber: 5000, username: 'resetting', password: 'password1234' });
      expect(refused).toMatchObject({ ok: false, reason: 'passwordRejected' });
      expect((await login('resetting', user.password)).status).toBe(200);
    });
  });
});
