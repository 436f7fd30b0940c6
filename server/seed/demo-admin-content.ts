import type { Kysely } from 'kysely';
import type { DisclaimerType } from '../../shared/domain/admin-content';
import type { Language } from '../../shared/i18n/languages';
import { saveDisclaimerNote } from '../commands/admin-disclaimer.command';
import type { Database } from '../db/schema';
import { findLatestDisclaimerNote } from '../repositories/admin-content.repository';
import { findBannerById, insertBanner } from '../repositories/banner.repository';

/**
 * The demo book's admin content (demo book, "Admin content"): one scheduled banner on the funds
 * dashboard (from a day before the seeding to thirty days after it) and a disclaimer note for
 * each page type in three languages. The legal agreements of every type are the sign-in seed's.
 * Idempotent: the banner by its id, a note only for a type without one.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

type Texts = Record<Language, string>;

const demoNotes: Record<DisclaimerType, Texts> = {
  fund: {
    en: '<p>Investment involves risks. The price of fund units may go down as well as up, and past performance is not indicative of future performance. Read the offering documents, including the risk factors, before investing.</p>',
    'zh-HK':
      '<p>投資涉及風險。基金單位價格可升可跌，過往表現並不代表將來表現。投資前請細閱銷售文件，包括風險因素。</p>',
    'zh-CN':
      '<p>投资涉及风险。基金单位价格可升可跌，过往表现并不代表将来表现。投资前请仔细阅读销售文件，包括风险因素。</p>',
  },
  stock: {
    en: '<p>The prices of securities fluctuate, sometimes dramatically, and may become valueless. Losses may be incurred as well as profits made as a result of buying and selling securities.</p>',
    'zh-HK':
      '<p>證券價格有時可能會非常波動，亦可能變得毫無價值。買賣證券未必一定能夠賺取利潤，反而可能會招致損失。</p>',
    'zh-CN':
      '<p>证券价格有时可能会非常波动，也可能变得毫无价值。买卖证券未必一定能够获利，反而可能会招致损失。</p>',
  },
  ipo: {
    en: '<p>An application for new shares does not guarantee an allotment. Read the prospectus carefully before applying; the application amount is held until the allotment results are announced.</p>',
    'zh-HK':
      '<p>認購新股並不保證獲得分配。申請前請細閱招股章程；申請款項將被凍結直至公佈分配結果。</p>',
    'zh-CN':
      '<p>认购新股并不保证获得配售。申请前请仔细阅读招股书；申请款项将被冻结直至公布配售结果。</p>',
  },
  cash: {
    en: '<p>Deposits are credited after the bank confirms the transfer. Withdrawals requested after the daily cut-off are processed on the next business day.</p>',
    'zh-HK':
      '<p>存款於銀行確認轉賬後入賬。於每日截數時間後提交的提款申請，將於下一個營業日處理。</p>',
    'zh-CN':
      '<p>存款于银行确认转账后入账。于每日截止时间后提交的提款申请，将于下一个营业日处理。</p>',
  },
  crypto: {
    en: '<p>Virtual assets are highly risky and volatile. You may lose all of your investment. Virtual assets are not legal tender and are not protected by the Investor Compensation Fund.</p>',
    'zh-HK':
      '<p>虛擬資產風險極高且價格極為波動，閣下可能損失全部投資。虛擬資產並非法定貨幣，亦不受投資者賠償基金保障。</p>',
    'zh-CN':
      '<p>虚拟资产风险极高且价格极为波动，您可能损失全部投资。虚拟资产并非法定货币，也不受投资者赔偿基金保障。</p>',
  },
  plan: {
    en: '<p>A regular investment plan buys at each scheduled date whatever the price. It does not guarantee a profit or protect against loss in falling markets.</p>',
    'zh-HK':
      '<p>定期投資計劃於每個預定日期按當時價格買入，並不保證獲利，亦不能在市況下跌時避免損失。</p>',
    'zh-CN':
      '<p>定期投资计划于每个预定日期按当时价格买入，并不保证获利，也不能在市场下跌时避免损失。</p>',
  },
};

/** The demo book's banner id. */
export const DEMO_BANNER_ID = 'demo-banner-year-end-dealing';

/** Seeds the banner and the notes; counts what it added. */
export async function seedDemoAdminContent(db: Kysely<Database>, now: Date) {
  let banners = 0;
  if (!(await findBannerById(db, DEMO_BANNER_ID))) {
    await insertBanner(db, {
      id: DEMO_BANNER_ID,
      placement: 'fundsDashboard',
      severity: 'info',
      title: {
        en: 'Year-end dealing schedule',
        'zh-HK': '年結交易安排',
        'zh-CN': '年末交易安排',
      },
      body: {
        en: 'Fund orders placed after 3 pm on the last business day of the year are dealt in the new year.',
        'zh-HK': '於年度最後一個營業日下午三時後提交的基金指示，將於新年度處理。',
        'zh-CN': '于年度最后一个营业日下午三时后提交的基金指令，将于新年度处理。',
      },
      link: '/news',
      startsAt: new Date(now.getTime() - DAY_MS),
      endsAt: new Date(now.getTime() + 30 * DAY_MS),
      status: 'published',
      now,
    });
    banners++;
  }
  let notes = 0;
  for (const [type, html] of Object.entries(demoNotes) as [DisclaimerType, Texts][]) {
    if (await findLatestDisclaimerNote(db, type)) continue;
    await saveDisclaimerNote(db, null, { type, html, now });
    notes++;
  }
  return { banners, disclaimerNotes: notes };
}
