// The API contract (product spec section 7, the account contract of issue 13, docs/SECURITY.md),
// written once and run against every store and the production server over HTTP:
// api/store/*.contract.test.ts and server/contract.http.test.ts.
import { afterAll, describe, expect, it } from 'vitest';
import { FRIEND_ACCESS_CODE, LIMITS, MESSAGES } from '../contract';
import type {
  AccountCredentials,
  CommunityReport,
  CommunityReportReceipt,
  HeldReports,
  JournalEntry,
  ReportReviews,
  User,
} from '../contract';
import { COMPANION_LANGUAGES } from '../../common/companion';
import { REPLY_TEXTS } from '../companion/texts';
import { TestClient } from './client.test-support';
import type { Fetcher } from './client.test-support';

export interface ContractTarget {
  fetch: Fetcher;
  /** How many stored rows (or objects) still name this account id. */
  traces(accountId: string): Promise<number>;
  close(): Promise<void>;
}

const cp1 = (bytes: number) => `cp1.${'A'.repeat(bytes - 4)}`;

/** The targets' OPERATOR_TOKEN: the suite approves held reports as the operator. */
export const CONTRACT_OPERATOR_TOKEN = 'contract-operator-token-0123456789abcdef';
const operator = { authorization: `Bearer ${CONTRACT_OPERATOR_TOKEN}` };

/** `target` null (PostgreSQL cannot be installed here) skips the suite with a printed line. */
export function contractSuite(name: string, target: ContractTarget | null): void {
  if (!target) {
    console.log(`SKIPPED: API contract on ${name} (no server to run it against).`);
    describe.skip(`API contract: ${name}`, () => it('needs the store', () => {}));
    return;
  }
  afterAll(async () => {
    await target.close();
  });
  const client = () => new TestClient(target.fetch);
  const signedIn = async () => {
    const c = client();
    const id = await c.login();
    return { c, id };
  };
  const decide = (id: string, action: 'approve' | 'reject', headers = operator) =>
    client().call<{ id: string; review: string }>(`/api/operator/reports/${id}/${action}`, {
      method: 'POST',
      headers,
    });
  /** What another account sees. */
  const publicIds = async () => {
    const reader = client();
    await reader.login();
    return (await reader.call<CommunityReport[]>('/api/community-reports')).body.map((r) => r.id);
  };

  describe(`API contract: ${name}`, () => {
    it('answers 401 in the spec error format without a session', async () => {
      for (const path of ['/api/auth/user', '/api/journal', '/api/subscription/status']) {
        const res = await client().call(path);
        expect(res).toMatchObject({ status: 401, body: { message: MESSAGES.unauthorized } });
      }
      const write = await client().post('/api/journal', { content: 'x' });
      expect(write.status).toBe(401);
    });

    it('marks every answer Cache-Control: no-store (one account’s data)', async () => {
      const anonymous = await client().call('/api/journal');
      expect(anonymous.status).toBe(401);
      const { c } = await signedIn();
      const answers = [
        anonymous,
        await c.call('/api/journal'),
        await c.call('/api/auth/user'),
        await c.call('/api/login'),
        await c.post('/api/journal', { content: 'cp1.AAAA' }),
        await c.call('/api/nowhere'),
      ];
      for (const res of answers) expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('GET /api/login creates an anonymous account with an HttpOnly SameSite=Strict cookie', async () => {
      const c = client();
      const res = await c.call('/api/login');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/home');
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Strict');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Secure'); // plain HTTP here
      const user = await c.call<User>('/api/auth/user');
      expect(user.status).toBe(200);
      expect(Object.keys(user.body).sort()).toEqual(['createdAt', 'id']);
    });

    it('POST /api/login (same origin) signs in from the app and answers the user; cross-site it is refused', async () => {
      const foreign = client();
      const refused = await foreign.call('/api/login', {
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(refused.status).toBe(403);
      expect(refused.headers.get('set-cookie')).toBeNull();
      const c = client();
      const res = await c.call<User>('/api/login', { method: 'POST' });
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie') ?? '').toMatch(/^sid=.*HttpOnly/);
      const user = await c.call<User>('/api/auth/user');
      expect(user).toMatchObject({ status: 200, body: { id: res.body.id } });
    });

    it('rotates the session on sign-in: the old cookie stops working', async () => {
      const { c, id } = await signedIn();
      const old = c.cookie;
      await c.call('/api/login');
      expect(c.cookie).not.toBe(old);
      expect((await c.call<User>('/api/auth/user')).body.id).toBe(id);
      const stale = await c.call('/api/auth/user', { headers: { cookie: old } });
      expect(stale.status).toBe(401);
    });

    it('logout (GET and POST) expires the session and clears the cookie', async () => {
      const { c } = await signedIn();
      const kept = c.cookie;
      const res = await c.call('/api/logout');
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
      expect(res.headers.get('set-cookie')).toMatch(/^sid=;.*Max-Age=0/);
      expect((await c.call('/api/auth/user', { headers: { cookie: kept } })).status).toBe(401);

      const second = await signedIn();
      const kept2 = second.c.cookie;
      expect((await second.c.call('/api/logout', { method: 'POST' })).status).toBe(204);
      expect((await second.c.call('/api/auth/user', { headers: { cookie: kept2 } })).status).toBe(
        401,
      );
    });

    it('a cross-site GET of /api/login or /api/logout changes nothing', async () => {
      const { c, id } = await signedIn();
      const cookie = c.cookie;
      const foreign: Record<string, string>[] = [
        { 'Sec-Fetch-Site': 'cross-site' },
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
      ];
      for (const headers of foreign) {
        for (const path of ['/api/logout', '/api/login']) {
          const res = await c.call(path, { headers: { ...headers, cookie } });
          expect(res.status, `${path} ${JSON.stringify(headers)}`).toBe(303);
          expect(res.headers.get('location')).toBe('/');
          expect(res.headers.get('set-cookie')).toBeNull();
        }
      }
      const user = await c.call<User>('/api/auth/user', { headers: { cookie } });
      expect(user.body.id).toBe(id);
      // Signed out, a cross-site login creates no account and sets no cookie.
      const stranger = client();
      const res = await stranger.call('/api/login', {
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(stranger.cookie).toBe('');
    });

    it('refuses cross-site writes even with a valid session', async () => {
      const { c } = await signedIn();
      const res = await c.call('/api/journal', {
        method: 'POST',
        body: { content: 'x' },
        headers: { 'Sec-Fetch-Site': 'cross-site' },
      });
      expect(res.status).toBe(403);
      expect((await c.call<JournalEntry[]>('/api/journal')).body).toEqual([]);
    });

    it('credentials from the vault resume the account on another session', async () => {
      const { c, id } = await signedIn();
      const creds = await c.post<AccountCredentials>('/api/account/credentials', {});
      expect(creds.status).toBe(200);
      expect(creds.body.accountId).toBe(id);
      expect(creds.body.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      await c.post('/api/journal', { content: 'cp1.kept' });

      const device = client();
      const ok = await device.post<User>('/api/session', creds.body);
      expect(ok.status).toBe(200);
      expect(ok.body.id).toBe(id);
      expect(ok.headers.get('set-cookie')).toMatch(/^sid=/);
      expect((await device.call<JournalEntry[]>('/api/journal')).body).toHaveLength(1);

      const wrong = await client().post('/api/session', { ...creds.body, secret: 'x'.repeat(43) });
      expect(wrong).toMatchObject({ status: 401, body: { message: MESSAGES.unauthorized } });
      const unknown = await client().post('/api/session', { accountId: 'a_nobody', secret: 's' });
      expect(unknown.status).toBe(401);
      // A new secret replaces the old one, only against the current one: a copied session cookie
      // cannot take the account over.
      const stolen = await c.post('/api/account/credentials', {});
      expect(stolen.status).toBe(403);
      const guessed = await c.post('/api/account/credentials', { currentSecret: 'x'.repeat(43) });
      expect(guessed.status).toBe(403);
      expect((await device.call('/api/auth/user')).status).toBe(200);
      const rotated = await c.post<AccountCredentials>('/api/account/credentials', {
        currentSecret: creds.body.secret,
      });
      expect(rotated.status).toBe(200);
      expect((await client().post('/api/session', creds.body)).status).toBe(401);
      expect((await client().post('/api/session', rotated.body)).status).toBe(200);
    });

    it('one account can never read or change another account’s records', async () => {
      const a = await signedIn();
      const b = await signedIn();
      expect(a.id).not.toBe(b.id);
      const entry = await a.c.post<JournalEntry>('/api/journal', { id: 'shared-id', content: 'A' });
      await a.c.post('/api/watchlist', { id: 'w1', name: 'cp1.AAAA' });
      await a.c.post('/api/checkin', { status: 'help', location: 'cp1.BBBB' });
      await a.c.post('/api/friend-access', { code: FRIEND_ACCESS_CODE });
      await a.c.post('/api/subscription/track-usage', { actionType: 'photo' });

      for (const path of ['/api/journal', '/api/watchlist', '/api/checkin']) {
        expect((await b.c.call(path)).body, path).toEqual([]);
      }
      expect((await b.c.call('/api/subscription/status')).body).toMatchObject({ plan: 'free' });
      expect((await b.c.call('/api/subscription/usage')).body).toMatchObject({ total: 0 });
      expect((await b.c.call('/api/journal/shared-id', { method: 'DELETE' })).status).toBe(404);
      expect((await b.c.call('/api/watchlist/w1', { method: 'DELETE' })).status).toBe(404);
      // B may use the same client id: it is B's own record, A's stays untouched.
      const bEntry = await b.c.post<JournalEntry>('/api/journal', {
        id: 'shared-id',
        content: 'B',
      });
      expect(bEntry.status).toBe(201);
      expect((await a.c.call<JournalEntry[]>('/api/journal')).body).toEqual([entry.body]);
      // The same Idempotency-Key in two accounts is two requests.
      const ka = await a.c.post('/api/safety-check', { query: 'hello' }, 'same-key');
      const kb = await b.c.post('/api/safety-check', { query: 'hello' }, 'same-key');
      expect(ka.headers.get('idempotent-replayed')).toBeNull();
      expect(kb.headers.get('idempotent-replayed')).toBeNull();
    });

    it('keeps check-ins and the watchlist sealed, with room for ~4 KB of ciphertext', async () => {
      const { c } = await signedIn();
      const location = cp1(LIMITS.checkinLocationChars);
      const checkin = await c.post('/api/checkin', { status: 'safe', location });
      expect(checkin.status).toBe(201);
      expect(checkin.body).toMatchObject({ status: 'safe', location });
      const tooLong = await c.post('/api/checkin', { status: 'safe', location: location + 'A' });
      expect(tooLong.status).toBe(400);
      const name = cp1(LIMITS.watchlistNameChars);
      expect((await c.post('/api/watchlist', { name })).status).toBe(201);
      expect((await c.post('/api/watchlist', { name: name + 'A' })).status).toBe(400);
      expect((await c.post('/api/checkin', { status: 'maybe', location: '' })).status).toBe(400);
    });

    it('safety check: scam numbers, links and phrases are high risk; keywords in 12 languages', async () => {
      const { c } = await signedIn();
      const check = async (query: string, language?: string) =>
        (
          await c.post<{ result: string; riskLevel: string }>('/api/safety-check', {
            query,
            language,
          })
        ).body;
      for (const scam of [
        'Congratulations, you have won! Pay the processing fee with a gift card',
        '+882 1234 5678',
        '09011 234567',
        'http://paypa1-verify.com/login',
        'http://192.168.4.20/bank',
      ]) {
        expect((await check(scam)).riskLevel, scam).toBe('high');
      }
      expect((await check('+44 20 7946 0018')).riskLevel).toBe('low');
      expect((await check('https://www.gov.uk/')).riskLevel).toBe('low');
      expect((await check('Er hat ein Messer', 'de')).riskLevel).toBe('high');
      expect((await check('Die Tür ist zu', 'de')).riskLevel).toBe('low');
      expect((await check('Tengo miedo', 'es')).riskLevel).toBe('medium');
      // The result is in the user's language, the scam's reason included.
      expect(await check('09011 234567', 'fa')).toEqual({
        riskLevel: 'high',
        result: REPLY_TEXTS.fa.safety.scam.replace(
          '{reason}',
          REPLY_TEXTS.fa.safety.reasons.ukPremium,
        ),
      });
      // The phrase is quoted as the message wrote it (isolated for right-to-left text), in the
      // user's language's list or English.
      const phraseReply = (language: 'tr' | 'ar', phrase: string) =>
        REPLY_TEXTS[language].safety.scam.replace(
          '{reason}',
          REPLY_TEXTS[language].safety.phrase.replace('{phrase}', `\u2068${phrase}\u2069`),
        );
      expect((await check('Send money with a gift card', 'tr')).result).toBe(
        phraseReply('tr', 'gift card'),
      );
      expect(await check('Tebrikler, KAZANDINIZ! Linke tıklayın', 'tr')).toEqual({
        riskLevel: 'high',
        result: phraseReply('tr', 'KAZANDINIZ'),
      });
      expect(await check('تم تعليق حسابك، اضغط على الرابط', 'ar')).toEqual({
        riskLevel: 'high',
        result: phraseReply('ar', 'تم تعليق حسابك'),
      });
      expect((await check('هل يمكنك أن ترسل لي الوصفة؟', 'ar')).riskLevel).toBe('low');
      expect(await check('Ich habe Angst', 'de')).toEqual({
        riskLevel: 'medium',
        result: REPLY_TEXTS.de.safety.medium,
      });
      expect((await check('سكين', 'ar')).result).toBe(REPLY_TEXTS.ar.assistant.high);
      expect((await check('hello')).result).toBe(REPLY_TEXTS.en.safety.low);
    });

    it('the companion answers risk, requests and feelings in the user’s language', async () => {
      const { c } = await signedIn();
      const reply = async (message: string, language?: string) =>
        (
          await c.post<{ response: string }>('/api/chat/companion', {
            message,
            conversationHistory: [{ text: 'hi', sender: 'user' }],
            language,
          })
        ).body.response;
      expect(await reply('Necesito un refugio', 'es')).toMatch(/plaza en un refugio/);
      expect(await reply('Ich brauche einen Anwalt', 'de')).toMatch(/kostenlose Rechtsberatung/);
      expect(await reply('أريد الاتصال بالشرطة', 'ar')).toMatch(/الاتصال بالشرطة على رقم الطوارئ/);
      expect(await reply('خیلی تنها هستم', 'fa')).toMatch(/به حرفت گوش بدهم/);
      const crisis = await reply('Kendimi öldürmek istiyorum', 'tr');
      expect(crisis).toMatch(/acil yardım hizmetlerine \(999, 112 veya 911\)/);
      expect(crisis).not.toMatch(/emergency/i);
      // Every language answers in its own words, never in English.
      for (const language of COMPANION_LANGUAGES) {
        expect(await reply('…', language), language).toBe(REPLY_TEXTS[language].companion.low);
      }
      for (const message of [
        'He hits me, should I confront him?',
        'I want to die',
        'I need a shelter',
      ]) {
        expect(await reply(message, 'en')).not.toMatch(/confront|stand up to|face him/i);
      }
    });

    it('the companion and the assistant fall back to Accept-Language, then English', async () => {
      const { c } = await signedIn();
      const ask = async (
        path: '/api/chat/companion' | '/api/ai-assistant',
        body: Record<string, unknown>,
        acceptLanguage?: string,
      ) =>
        (
          await c.call<{ response: string }>(path, {
            method: 'POST',
            body,
            headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
          })
        ).body.response;
      const chat = (language: unknown, acceptLanguage?: string) =>
        ask(
          '/api/chat/companion',
          { message: 'ok', conversationHistory: [{ text: 'hi', sender: 'user' }], language },
          acceptLanguage,
        );
      expect(await chat(undefined, 'fa-IR,fa;q=0.9,en;q=0.8')).toBe(REPLY_TEXTS.fa.companion.low);
      expect(await chat('xx', 'ja;q=1, de;q=0.5')).toBe(REPLY_TEXTS.de.companion.low);
      expect(await chat(42, 'ja')).toBe(REPLY_TEXTS.en.companion.low);
      expect(await chat(undefined)).toBe(REPLY_TEXTS.en.companion.low);
      // The body's language wins over the header, and a region subtag is dropped.
      expect(await chat('pt-BR', 'ar')).toBe(REPLY_TEXTS.pt.companion.low);
      expect(await chat('kmr', 'ar')).toBe(REPLY_TEXTS.ku.companion.low);

      const assistant = (query: string, language?: string, acceptLanguage?: string) =>
        ask('/api/ai-assistant', { query, language }, acceptLanguage);
      expect(await assistant('أظن أن أحدًا يلاحقني', 'ar')).toBe(
        REPLY_TEXTS.ar.assistant.topics.follow,
      );
      expect(await assistant('وہ مجھے مار ڈالے گا', undefined, 'ur-PK')).toBe(
        REPLY_TEXTS.ur.assistant.high,
      );
      expect(await assistant('Ik ben bang om ’s nachts te lopen', 'nl')).toBe(
        `${REPLY_TEXTS.nl.assistant.topics.night} ${REPLY_TEXTS.nl.assistant.mediumSuffix}`,
      );
      expect(await assistant('How do I stay safe on a date?', 'en')).toBe(
        REPLY_TEXTS.en.assistant.topics.date,
      );
    });

    it('stores community reports readable and without the account id', async () => {
      const { c, id } = await signedIn();
      const res = await c.post<CommunityReportReceipt>('/api/community-reports', {
        category: 'scam',
        description: 'Fake job offer',
      });
      // A new account's report waits for the operator.
      expect(res.status).toBe(202);
      expect(Object.keys(res.body).sort()).toEqual([
        'category',
        'createdAt',
        'description',
        'id',
        'review',
      ]);
      expect(res.body.review).toBe('pending');
      expect(JSON.stringify(res.body)).not.toContain(id);
      expect((await decide(res.body.id, 'approve')).status).toBe(200);
      const other = await signedIn();
      const list = await other.c.call<{ description: string }[]>('/api/community-reports');
      expect(list.body.map((r) => r.description)).toContain('Fake job offer');
    });

    it('keeps no more of a report than its category, text, id and time (nothing a proxy adds)', async () => {
      const { c, id } = await signedIn();
      const res = await c.call<Record<string, unknown>>('/api/community-reports', {
        method: 'POST',
        body: {
          category: 'person',
          description: 'Man following women at the bus stop',
          deviceId: 'device-123',
          accountId: id,
          // Precise enough that no timestamp can contain it ("…:51.5…Z" did, one run in a hundred).
          location: '51.50735,-0.12776',
        },
        headers: {
          'X-Forwarded-For': '203.0.113.9',
          Forwarded: 'for=203.0.113.9',
          Via: '1.1 proxy.example',
          'User-Agent': 'Phone/1.0 (model XYZ)',
        },
      });
      expect(res.status).toBe(202);
      // What the operator sees while it is held, then what everyone sees once published.
      const held = await client().call<HeldReports>('/api/operator/reports', { headers: operator });
      const waiting = held.body.held.find((r) => r.id === res.body.id);
      expect(await decide(String(res.body.id), 'approve')).toMatchObject({ status: 200 });
      const reader = (await signedIn()).c;
      const list = await reader.call<Record<string, unknown>[]>('/api/community-reports');
      const stored = list.body.find((r) => r.id === res.body.id);
      for (const seen of [waiting, stored]) {
        expect(seen && Object.keys(seen).sort()).toEqual([
          'category',
          'createdAt',
          'description',
          'id',
        ]);
      }
      const text = JSON.stringify([held.body, list.body]);
      for (const trace of [
        id,
        'device-123',
        '203.0.113.9',
        'proxy.example',
        'XYZ',
        '51.50735',
        '0.12776',
      ]) {
        expect(text).not.toContain(trace);
      }
    });

    it('holds a new account’s report for review: invisible to others until the operator approves it', async () => {
      const { c } = await signedIn();
      const report = { id: 'rep-held-1', category: 'location', description: 'Car at the gate' };
      expect(await c.post('/api/community-reports', report)).toMatchObject({
        status: 202,
        body: { id: 'rep-held-1', review: 'pending' },
      });
      expect(await publicIds()).not.toContain('rep-held-1');
      const reviews = () =>
        c.call<ReportReviews>('/api/community-reports/review?ids=rep-held-1,rep-unknown');
      expect((await reviews()).body).toEqual({ 'rep-held-1': 'pending' });
      const held = await client().call<HeldReports>('/api/operator/reports', { headers: operator });
      expect(held.body.held.map((r) => r.id)).toContain('rep-held-1');
      // A retry of the same report is the same report, still held.
      expect(await c.post('/api/community-reports', report)).toMatchObject({
        status: 200,
        body: { review: 'pending' },
      });

      expect(await decide('rep-held-1', 'approve')).toMatchObject({
        status: 200,
        body: { id: 'rep-held-1', review: 'published' },
      });
      expect(await publicIds()).toContain('rep-held-1');
      expect((await reviews()).body).toEqual({ 'rep-held-1': 'published' });
      const after = await client().call<HeldReports>('/api/operator/reports', {
        headers: operator,
      });
      expect(after.body.held.map((r) => r.id)).not.toContain('rep-held-1');
      // Decided once: a second decision finds nothing waiting.
      expect((await decide('rep-held-1', 'reject')).status).toBe(404);
      expect((await c.call('/api/community-reports/review?ids=bad%20id')).status).toBe(400);
    });

    it('a rejected report is never shown, and its text is not kept', async () => {
      const { c } = await signedIn();
      const report = { id: 'rep-rejected-1', category: 'other', description: 'Spam spam spam' };
      expect((await c.post('/api/community-reports', report)).status).toBe(202);
      expect(await decide('rep-rejected-1', 'reject')).toMatchObject({
        status: 200,
        body: { review: 'rejected' },
      });
      expect(await publicIds()).not.toContain('rep-rejected-1');
      expect(
        (await c.call<ReportReviews>('/api/community-reports/review?ids=rep-rejected-1')).body,
      ).toEqual({ 'rep-rejected-1': 'rejected' });
      // Sent again, it is not held again, and the server no longer has its text.
      expect(await c.post('/api/community-reports', report)).toMatchObject({
        status: 200,
        body: { review: 'rejected', description: '' },
      });
      expect((await decide('rep-rejected-1', 'approve')).status).toBe(404);
    });

    it('the operator routes need the operator token: 401 without one, 403 with a wrong one', async () => {
      const { c } = await signedIn();
      const report = { id: 'rep-guarded', category: 'scam', description: 'Held' };
      expect((await c.post('/api/community-reports', report)).status).toBe(202);
      const none = await client().call('/api/operator/reports');
      expect(none).toMatchObject({ status: 401, body: { message: MESSAGES.unauthorized } });
      expect(none.headers.get('www-authenticate')).toBe('Bearer');
      const wrong = { authorization: 'Bearer not-the-token' };
      const guessed = await client().call('/api/operator/reports', { headers: wrong });
      expect(guessed).toMatchObject({ status: 403, body: { message: MESSAGES.operatorForbidden } });
      expect((await decide('rep-guarded', 'approve', wrong)).status).toBe(403);
      // A signed-in account is no operator either.
      expect((await c.call('/api/operator/reports')).status).toBe(401);
      expect(await publicIds()).not.toContain('rep-guarded');
    });

    it('grants friend access once per account, refuses other codes, and keeps the state', async () => {
      const { c } = await signedIn();
      const wrong = await c.post('/api/friend-access', { code: '22222' });
      expect(wrong).toMatchObject({ status: 403, body: { message: MESSAGES.invalidFriendCode } });
      expect((await c.call('/api/subscription/status')).body).toEqual({
        status: 'free',
        plan: 'free',
        trialEnd: null,
        friendAccess: false,
      });
      expect((await c.post('/api/friend-access', { code: FRIEND_ACCESS_CODE })).status).toBe(200);
      const granted = {
        status: 'active',
        plan: 'unlimited',
        trialEnd: null,
        friendAccess: true,
      };
      expect((await c.call('/api/subscription/status')).body).toEqual(granted);
      // A second grant (another key, so not a replay) answers the same and changes nothing.
      const again = await c.post('/api/friend-access', { code: FRIEND_ACCESS_CODE }, 'again');
      expect(again).toMatchObject({ status: 200, body: { ok: true } });
      expect((await c.call('/api/subscription/status')).body).toEqual(granted);
      // Usage still counts (evidence shows it) while unlimited.
      await c.post('/api/subscription/track-usage', { actionType: 'video' });
      await c.post('/api/subscription/track-usage', { actionType: 'video' });
      expect((await c.call('/api/subscription/usage')).body).toEqual({
        audio: 0,
        photo: 0,
        video: 2,
        total: 2,
      });
    });

    it('answers bad JSON with 400, unknown paths with 404 and big bodies with 413', async () => {
      const { c } = await signedIn();
      expect(await c.call('/api/journal', { method: 'POST', body: '{' })).toMatchObject({
        status: 400,
        body: { message: MESSAGES.notJson },
      });
      expect(await c.call('/api/journal', { method: 'POST', body: '[1]' })).toMatchObject({
        status: 400,
        body: { message: MESSAGES.notObject },
      });
      for (const path of ['/api/nope', '/api', '/api/journal/a/b']) {
        expect(await c.call(path)).toMatchObject({
          status: 404,
          body: { message: MESSAGES.notFound },
        });
      }
      const big = await c.post('/api/journal', { content: 'x'.repeat(LIMITS.bodyBytes) });
      expect(big).toMatchObject({ status: 413, body: { message: MESSAGES.tooLarge } });
    });

    it('replays an Idempotency-Key with the stored answer and applies the write once', async () => {
      const { c } = await signedIn();
      const first = await c.post<JournalEntry>('/api/journal', { content: 'c' }, 'k-1');
      const again = await c.post<JournalEntry>('/api/journal', { content: 'c' }, 'k-1');
      expect(again.status).toBe(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers.get('idempotent-replayed')).toBe('true');
      const other = await c.post('/api/journal', { content: 'different' }, 'k-1');
      expect(other.status).toBe(422);
      const concurrent = await Promise.all(
        [1, 2, 3, 4].map(() => c.post<JournalEntry>('/api/journal', { content: 'd' }, 'k-2')),
      );
      expect(new Set(concurrent.map((r) => r.body.id)).size).toBe(1);
      expect((await c.call<JournalEntry[]>('/api/journal')).body).toHaveLength(2);
    });

    it('account deletion (with credentials, no session) leaves no record of the account', async () => {
      const { c, id } = await signedIn();
      const creds = (await c.post<AccountCredentials>('/api/account/credentials', {})).body;
      await c.post('/api/journal', { content: 'cp1.x' }, 'key-a');
      await c.post('/api/watchlist', { name: 'cp1.y' });
      await c.post('/api/checkin', { status: 'help', location: 'cp1.z' });
      await c.post('/api/subscription/track-usage', { actionType: 'audio' });
      expect(await target.traces(id)).toBeGreaterThan(0);

      const wiped = client(); // a wiped device: no cookie, only the vault's credentials
      expect((await wiped.post('/api/account/delete', creds)).status).toBe(204);
      expect(await target.traces(id)).toBe(0);
      expect((await c.call('/api/auth/user')).status).toBe(401);
      expect((await client().post('/api/session', creds)).status).toBe(401);
      // An unknown account has nothing to delete (204); a wrong secret for a known one is refused.
      const unknown = { accountId: 'a_unknown', secret: 'x'.repeat(43) };
      expect((await client().post('/api/account/delete', unknown)).status).toBe(204);
      const other = await signedIn();
      await other.c.post('/api/account/credentials', {});
      const wrong = { accountId: other.id, secret: 'x'.repeat(43) };
      expect((await client().post('/api/account/delete', wrong)).status).toBe(403);
      expect(await target.traces(other.id)).toBeGreaterThan(0);
      expect((await client().post('/api/account/delete', { accountId: 1 })).status).toBe(400);
    });

    it('account deletion with a session and an empty body deletes that account', async () => {
      const { c, id } = await signedIn();
      await c.post('/api/journal', { content: 'cp1.x' });
      const res = await c.call('/api/account/delete', { method: 'POST' });
      expect(res.status).toBe(204);
      expect(res.headers.get('set-cookie')).toMatch(/Max-Age=0/);
      expect(await target.traces(id)).toBe(0);
      expect((await client().call('/api/account/delete', { method: 'POST' })).status).toBe(401);
    });
  });
}
