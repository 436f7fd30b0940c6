import { describe, expect, it } from 'vitest';
import { contracts } from '../../../shared/contracts/index';
import { post, signIn } from '../../test/auth-client';
import { useAdminTestApp } from '../../test/admin-test-kit';
import { adminContentCallSamples } from '../../test/admin-content-call-samples';

/**
 * Admin content through HTTP on the demo book (issue 29), part two: house news reaching
 * `/news`, the custom theme every reader gets, its preview (admins only, spec §6), and the
 * admin role every admin content call needs.
 */

const { state, admin, callAs } = useAdminTestApp();

const texts = (en: string, hk: string, cn: string) => ({ en, 'zh-HK': hk, 'zh-CN': cn });

describe('house news', () => {
  it('adds, publishes at its time, edits and unpublishes an item that C10001 reads in /news', async () => {
    const added = await admin('admin-news/addHouseNews', {
      category: 'announcement',
      title: texts('Office move', '辦公室搬遷', '办公室搬迁'),
      summary: texts('We move on Monday.', '我們將於週一搬遷。', '我们将于周一搬迁。'),
      body: texts('New address.\n\nSame phone.', '新地址。', '新地址。'),
      publishedAt: state.t.clock.now.toISOString(),
      publish: true,
    });
    expect(added).toMatchObject({ result: 'ok', item: { status: 'published' } });
    const id = added.item?.id ?? '';
    const search = () =>
      callAs('C10001', 'news/searchNews', { query: 'Office move', pageIndex: 0, pageSize: 10 });
    expect((await search()).items.map((item) => item.id)).toEqual([id]);
    expect(await callAs('C10001', 'news/loadNews', { id })).toMatchObject({
      item: { source: 'house', title: { 'zh-CN': '办公室搬迁' } },
    });
    const edited = await admin('admin-news/updateHouseNews', {
      id,
      category: 'company',
      title: texts('Office move', '辦公室搬遷', '办公室搬迁'),
      summary: texts('We move on Tuesday.', '我們將於週二搬遷。', '我们将于周二搬迁。'),
      body: texts('New address.', '新地址。', '新地址。'),
      publishedAt: state.t.clock.now.toISOString(),
    });
    expect(edited).toMatchObject({
      result: 'ok',
      item: { category: 'company', status: 'published' },
    });
    expect(await admin('admin-news/setHouseNewsStatus', { id, status: 'withdrawn' })).toMatchObject(
      { result: 'ok', item: { status: 'withdrawn' } },
    );
    expect((await search()).items).toEqual([]);
    const audit = await admin('admin-content/searchContentAudit', { kind: 'news', key: id });
    expect(audit.events.map((event) => event.action)).toEqual(['unpublish', 'update', 'add']);
  });

  it('refuses a missing language or an over-long body; an unknown id is not_found', async () => {
    const base = {
      category: 'market' as const,
      title: texts('T', '標題', '标题'),
      summary: texts('S', '摘要', '摘要'),
      body: texts('B', '內容', '内容'),
      publishedAt: state.t.clock.now.toISOString(),
    };
    const before = await admin('admin-news/searchHouseNews', {});
    expect(
      await admin('admin-news/addHouseNews', {
        ...base,
        summary: { en: 'S', 'zh-HK': '摘要' },
        publish: true,
      }),
    ).toEqual({ result: 'missing_language', item: null });
    expect(
      await admin('admin-news/addHouseNews', {
        ...base,
        body: texts('x'.repeat(20_001), 'B', 'B'),
        publish: true,
      }),
    ).toEqual({ result: 'text_too_long', item: null });
    expect(await admin('admin-news/updateHouseNews', { id: 'nope', ...base })).toEqual({
      result: 'not_found',
      item: null,
    });
    expect(await admin('admin-news/searchHouseNews', {})).toEqual(before);
  });
});

describe('the theme', () => {
  it('saves a custom theme every reader gets, previews it for admins only, and resets', async () => {
    const theme = {
      primaryColour: '#AA3355',
      logo: 'data:image/png;base64,iVBORw0KGgo=',
      footer: texts('Custom footer', '自訂頁腳', '自定义页脚'),
    };
    const anonymous = () => post(state.t.app, 'site-content/loadTheme', {});
    expect((await anonymous()).json()).toEqual({ theme: null });
    expect(await admin('admin-theme/saveTheme', theme)).toMatchObject({
      result: 'ok',
      custom: { primaryColour: '#aa3355' },
    });
    expect((await anonymous()).json()).toMatchObject({
      theme: { primaryColour: '#aa3355', footer: { 'zh-HK': '自訂頁腳' } },
    });
    const preview = await admin('admin-theme/previewTheme', { ...theme, primaryColour: '#112233' });
    const token = preview.token ?? '';
    expect(await admin('site-content/loadThemePreview', { token })).toMatchObject({
      result: 'ok',
      theme: { primaryColour: '#112233' },
    });
    expect(await callAs('C10001', 'site-content/loadThemePreview', { token })).toEqual({
      result: 'illegal_changes',
      theme: null,
    });
    state.t.clock.advance(61 * 60 * 1000);
    expect(await admin('site-content/loadThemePreview', { token })).toEqual({
      result: 'not_found',
      theme: null,
    });
    expect(await admin('admin-theme/resetTheme', {})).toEqual({ result: 'ok' });
    expect((await anonymous()).json()).toEqual({ theme: null });
    const audit = await admin('admin-content/searchContentAudit', { kind: 'theme' });
    expect(audit.events.map((event) => event.action)).toEqual(['reset', 'preview', 'save']);
  });

  it('refuses a bad colour, an SVG or javascript logo, a missing footer language', async () => {
    const base = { primaryColour: '#123456', logo: null, footer: texts('F', '頁腳', '页脚') };
    const refusals = [
      [{ primaryColour: 'red' }, 'invalid_colour'],
      [{ logo: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'invalid_logo'],
      [{ logo: 'javascript:alert(1)' }, 'invalid_logo'],
      [{ footer: { en: 'F' } }, 'missing_language'],
    ] as const;
    for (const [change, code] of refusals) {
      expect(await admin('admin-theme/saveTheme', { ...base, ...change })).toEqual({
        result: code,
        custom: null,
      });
    }
    expect((await admin('admin-theme/loadTheme', {})).custom).toBeNull();
  });
});

describe('admin only', () => {
  const adminCalls = Object.keys(contracts).filter(
    (key) => key.startsWith('admin-') && key in adminContentCallSamples,
  );

  it.each(adminCalls)('%s answers 403 to a client and an advisor, nothing changed', async (key) => {
    const input = adminContentCallSamples[key]?.('C10001') ?? {};
    for (const code of ['C10001', 'A30001']) {
      const reply = await post(state.t.app, key, input, await signIn(state.t.app, code));
      expect([key, code, reply.statusCode]).toEqual([key, code, 403]);
    }
  });
});
