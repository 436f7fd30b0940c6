import { describe, expect, it } from 'vitest';
import { post, signIn } from '../../test/auth-client';
import { useAdminTestApp } from '../../test/admin-test-kit';

/**
 * Admin content through HTTP on the demo book (issue 29): banners reach the readers of their
 * placement while scheduled; agreements and disclaimer notes are sanitised on save and on the
 * way out, each save a new version; a new first-login version asks users to confirm again;
 * refusals store nothing; every change is audited.
 */

const { state, admin, callAs } = useAdminTestApp();

const texts = (en: string, hk = `${en} 港`, cn = `${en} 陆`) => ({
  en,
  'zh-HK': hk,
  'zh-CN': cn,
});
const hourMs = 60 * 60 * 1000;
const at = (hours: number) => new Date(state.t.clock.now.getTime() + hours * hourMs).toISOString();

/** The bypass payloads the agreement sanitiser meets (server/security/sanitise-html.test.ts). */
const HOSTILE = [
  '<script>alert(1)</script>',
  '<p onclick="alert(1)">click</p>',
  '<a href="javascript:alert(1)">js</a>',
  '<a href="JaVa&#x53;cript&colon;alert(1)">entity</a>',
  '<a href="//evil.example/x">protocol-relative</a>',
  '<svg onload="alert(1)"><circle /></svg>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
].join('');

/** What must never survive sanitising: a live tag or attribute of the payloads. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<(script|svg|img|iframe)/i);
  expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
  expect(html).not.toMatch(/href="(?:javascript|\/\/)/i);
  expect(html).not.toMatch(/href="[^"]*script/i);
}

describe('banners', () => {
  it('adds, shows while scheduled, edits and retires a banner; readers of its placement see it', async () => {
    const added = await admin('admin-banner/addBanner', {
      placement: 'homeDashboard',
      severity: 'warning',
      title: texts('System upgrade'),
      body: texts('Trading pauses at 10 pm.'),
      link: '/news',
      startsAt: at(-1),
      endsAt: at(2),
    });
    expect(added).toMatchObject({ result: 'ok', banner: { isShowing: true, status: 'published' } });
    const id = added.banner?.id ?? '';
    const shown = await callAs('C10001', 'news/searchBanners', { placement: 'homeDashboard' });
    expect(shown.banners).toEqual([
      expect.objectContaining({ id, severity: 'warning', link: '/news' }),
    ]);
    const later = await admin('admin-banner/updateBanner', {
      id,
      placement: 'loginPage',
      severity: 'critical',
      title: texts('Upgrade tonight'),
      body: texts(''),
      link: null,
      startsAt: at(-1),
      endsAt: null,
    });
    expect(later).toMatchObject({ result: 'ok', banner: { placement: 'loginPage', link: null } });
    const open = await post(state.t.app, 'site-content/searchOpenBanners', {
      placements: ['loginPage'],
    });
    expect(open.statusCode).toBe(200);
    expect(open.json<{ banners: { id: string }[] }>().banners.map((b) => b.id)).toContain(id);
    expect(await admin('admin-banner/retireBanner', { id })).toMatchObject({
      result: 'ok',
      banner: { status: 'withdrawn', isShowing: false },
    });
    expect(await admin('admin-banner/retireBanner', { id })).toEqual({
      result: 'already_retired',
      banner: null,
    });
    const gone = await post(state.t.app, 'site-content/searchOpenBanners', {
      placements: ['loginPage'],
    });
    expect(gone.json<{ banners: { id: string }[] }>().banners.map((b) => b.id)).not.toContain(id);
    const audit = await admin('admin-content/searchContentAudit', { kind: 'banner', key: id });
    expect(audit.events.map((event) => event.action)).toEqual(['retire', 'update', 'add']);
    expect(audit.events[1]?.actorCode).toBe('S90001');
    expect(audit.events[1]?.changes).toContainEqual({
      field: 'placement',
      before: 'homeDashboard',
      after: 'loginPage',
    });
  });

  it('refuses a missing language, an over-long text, an unknown type, a bad link or window', async () => {
    const base = {
      placement: 'fundsDashboard',
      severity: 'info' as const,
      title: texts('Title'),
      body: texts('Body'),
      link: null,
      startsAt: at(0),
      endsAt: at(1),
    };
    const before = await admin('admin-banner/searchBanners', {});
    const refusals = [
      [{ title: { en: 'Only English', 'zh-HK': ' ' } }, 'missing_language'],
      [{ body: texts('x'.repeat(601)) }, 'text_too_long'],
      [{ placement: 'sideBar' }, 'unknown_type'],
      [{ link: 'javascript:alert(1)' }, 'invalid_link'],
      [{ link: '//evil.example' }, 'invalid_link'],
      [{ link: 'http://insecure.example' }, 'invalid_link'],
      [{ endsAt: at(0) }, 'invalid_window'],
    ] as const;
    for (const [change, code] of refusals) {
      const answer = await admin('admin-banner/addBanner', { ...base, ...change });
      expect([change, answer]).toEqual([change, { result: code, banner: null }]);
    }
    expect(await admin('admin-banner/searchBanners', {})).toEqual(before);
  });

  it('shows the demo book’s scheduled banner on the funds dashboard', async () => {
    const shown = await callAs('C10001', 'news/searchBanners', { placement: 'fundsDashboard' });
    expect(shown.banners.map((banner) => banner.id)).toContain('demo-banner-year-end-dealing');
  });
});

describe('legal agreements', () => {
  it('sanitises on save and on the way out, versions each save, and keeps spec §7’s read', async () => {
    const before = await admin('admin-agreement/loadAgreement', { type: 'privacy_policy' });
    const latest = before.versions[0]?.version ?? 0;
    const html = `<h2>Privacy</h2><p>We keep <b>your</b> data safe.</p>${HOSTILE}`;
    const saved = await admin('admin-agreement/saveAgreement', {
      type: 'privacy_policy',
      texts: {
        en: { title: 'Privacy policy', html },
        'zh-HK': { title: '私隱政策', html },
        'zh-CN': { title: '隐私政策', html },
      },
    });
    expect(saved).toMatchObject({
      result: 'ok',
      agreement: { version: latest + 1, isCurrent: true, createdBy: 'S90001' },
    });
    expectHarmless(saved.agreement?.texts.en.html ?? '');
    expect(saved.agreement?.texts.en.html).toContain('<h2>Privacy</h2><p>We keep <b>your</b>');
    // Other tags are shown as text, not dropped (spec §5).
    expect(saved.agreement?.texts.en.html).toContain('&lt;script&gt;');
    const read = await callAs('C10001', 'legal-agreement/searchLegalAgreements', {
      types: ['privacy_policy'],
      language: 'zh-CN',
    });
    expect(read).toEqual([
      expect.objectContaining({ type: 'privacy_policy', title: '隐私政策', version: latest + 1 }),
    ]);
    expectHarmless(read[0]?.content ?? '');
    const versions = await admin('admin-agreement/loadAgreement', { type: 'privacy_policy' });
    expect(versions.versions.map((version) => version.isCurrent)).toEqual([
      true,
      ...before.versions.map(() => false),
    ]);
  });

  it('keeps a future version from readers until its effective date', async () => {
    const saved = await admin('admin-agreement/saveAgreement', {
      type: 'ipo',
      effectiveAt: at(24),
      texts: {
        en: { title: 'IPO terms v-next', html: '<p>Next</p>' },
        'zh-HK': { title: '新股條款', html: '<p>下一版</p>' },
        'zh-CN': { title: '新股条款', html: '<p>下一版</p>' },
      },
    });
    expect(saved.agreement?.isCurrent).toBe(false);
    const read = await callAs('C10001', 'legal-agreement/searchLegalAgreements', {
      types: ['ipo'],
      language: 'en',
    });
    expect(read[0]?.title).not.toBe('IPO terms v-next');
  });

  it('refuses an unknown type, a missing language or title, and stores nothing', async () => {
    const full = { title: 'T', html: '<p>x</p>' };
    const before = await admin('admin-agreement/searchAgreements', {});
    expect(
      await admin('admin-agreement/saveAgreement', {
        type: 'cookie_policy',
        texts: { en: full, 'zh-HK': full, 'zh-CN': full },
      }),
    ).toEqual({ result: 'unknown_type', agreement: null });
    expect(
      await admin('admin-agreement/saveAgreement', {
        type: 'edda',
        texts: { en: full, 'zh-HK': full, 'zh-CN': { title: '', html: '<p>x</p>' } },
      }),
    ).toEqual({ result: 'missing_language', agreement: null });
    expect(
      await admin('admin-agreement/saveAgreement', {
        type: 'edda',
        texts: { en: full, 'zh-HK': full, 'zh-CN': { title: 'T', html: 'x'.repeat(60_001) } },
      }),
    ).toEqual({ result: 'text_too_long', agreement: null });
    expect(await admin('admin-agreement/loadAgreement', { type: 'nope' })).toEqual({
      result: 'unknown_type',
      versions: [],
    });
    expect(await admin('admin-agreement/searchAgreements', {})).toEqual(before);
  });

  it('asks every user to confirm a new first-login version at the next sign-in', async () => {
    const first = await signIn(state.t.app, 'C10001');
    expect(first.answer).toMatchObject({ result: 'Y', agreementConfirmed: true });
    const text = { title: 'Welcome', html: '<p>New terms</p>' };
    const saved = await admin('admin-agreement/saveAgreement', {
      type: 'first_login',
      texts: { en: text, 'zh-HK': text, 'zh-CN': text },
    });
    expect(saved.result).toBe('ok');
    const again = await signIn(state.t.app, 'C10001');
    expect(again.answer).toMatchObject({ result: '1', agreementConfirmed: false });
    const confirmed = await post(
      state.t.app,
      'account/confirmAgreement',
      { accountCode: 'C10001', source: 'gateway' },
      again,
    );
    expect(confirmed.json()).toEqual({ confirmAgreementStatus: true });
    const after = await signIn(state.t.app, 'C10001');
    expect(after.answer).toMatchObject({ result: 'Y', agreementConfirmed: true });
    // An admin never confirms (spec §6).
    expect((await signIn(state.t.app, 'S90001')).answer).toMatchObject({ result: 'Y' });
  });
});

describe('disclaimer notes', () => {
  it('has the demo book’s note for every page type, and saves a sanitised new version', async () => {
    const notes = await admin('admin-disclaimer/searchDisclaimerNotes', {});
    expect(notes.notes.map((row) => [row.type, row.note?.version ?? null])).toEqual([
      ['fund', 1],
      ['stock', 1],
      ['ipo', 1],
      ['cash', 1],
      ['crypto', 1],
      ['plan', 1],
    ]);
    const saved = await admin('admin-disclaimer/saveDisclaimerNote', {
      type: 'crypto',
      html: texts(`<p>Risky <mark>assets</mark></p>${HOSTILE}`, '<p>高風險</p>', ''),
    });
    expect(saved).toEqual({ result: 'missing_language', note: null });
    const ok = await admin('admin-disclaimer/saveDisclaimerNote', {
      type: 'crypto',
      html: texts(`<p>Risky <mark>assets</mark></p>${HOSTILE}`, '<p>高風險</p>', '<p>高风险</p>'),
    });
    expect(ok).toMatchObject({ result: 'ok', note: { version: 2, updatedBy: 'S90001' } });
    expectHarmless(ok.note?.html.en ?? '');
    const page = await callAs('C10001', 'site-content/loadDisclaimerNote', {
      type: 'crypto',
      language: 'en',
    });
    expect(page.note?.html).toContain('<p>Risky <mark>assets</mark></p>');
    expectHarmless(page.note?.html ?? '');
    expect(
      await admin('admin-disclaimer/saveDisclaimerNote', { type: 'bonds', html: texts('x') }),
    ).toEqual({ result: 'unknown_type', note: null });
    const audit = await admin('admin-content/searchContentAudit', { kind: 'disclaimer' });
    expect(audit.events[0]).toMatchObject({ key: 'crypto', action: 'save', actorCode: 'S90001' });
  });
});
