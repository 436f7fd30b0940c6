import type { Kysely } from 'kysely';
import { addCalendarDays, hongKongDate } from '../../shared/domain/business-calendar';
import type { LocalisedNewsText, NewsCategory } from '../../shared/domain/news';
import type { Database } from '../db/schema';
import { insertHouseNews, type NewHouseNewsItem } from '../repositories/news.repository';

/**
 * The demo book's house news (demo book, "News"): three items the admins' editor would have
 * published, dated back from the seeding day, in three languages. With the market feed's eight
 * (server/market-data/simulated-news.ts) the news page holds eleven. Banners stay empty: they
 * come with the admin issue, and the dashboards show nothing without one.
 */

type DemoNews = {
  id: string;
  category: NewsCategory;
  daysAgo: number;
  title: LocalisedNewsText;
  summary: LocalisedNewsText;
  body: LocalisedNewsText;
};

const demoNews: readonly DemoNews[] = [
  {
    id: 'house-holiday-dealing',
    category: 'announcement',
    daysAgo: 1,
    title: {
      en: 'Holiday dealing arrangements',
      'zh-HK': '假期交易安排',
      'zh-CN': '假期交易安排',
    },
    summary: {
      en: 'How stock and fund orders are handled around Hong Kong public holidays and half-day sessions.',
      'zh-HK': '香港公眾假期及半日市前後的股票及基金交易處理方式。',
      'zh-CN': '香港公众假期及半日市前后的股票及基金交易处理方式。',
    },
    body: {
      en: "The Hong Kong stock market is closed on public holidays, and there is no afternoon session on Christmas Eve, New Year's Eve and Lunar New Year's Eve. Day orders not matched by the close of a half-day session expire at its close; good-till-date orders stay in the market until their date.\n\nFund orders placed on a holiday or after the dealing cut-off are dealt on the next business day, at that day's price. Deposits and withdrawals requested on a holiday are processed on the next business day. US markets follow their own holiday calendar: please check the order screen for each market's status before you trade.",
      'zh-HK':
        '香港股票市場於公眾假期休市，聖誕節前夕、除夕及農曆年除夕不設午市。半日市收市時仍未成交的即日買賣盤將於收市時失效；到期日前有效的買賣盤則會保留至其到期日。\n\n於假期或交易截止時間後提交的基金指示，將於下一個營業日按該日價格處理。於假期提交的存款及提款申請，亦會於下一個營業日處理。美國市場按其本身的假期安排運作，交易前請於落盤畫面查看各市場狀態。',
      'zh-CN':
        '香港股票市场于公众假期休市，圣诞节前夕、除夕及农历除夕不设午市。半日市收盘时仍未成交的当日委托将于收盘时失效；到期日前有效的委托则会保留至其到期日。\n\n于假期或交易截止时间后提交的基金指令，将于下一个营业日按该日价格处理。于假期提交的存款及提款申请，亦会于下一个营业日处理。美国市场按其自身的假期安排运作，交易前请在下单页面查看各市场状态。',
    },
  },
  {
    id: 'house-outlook-asia-equities',
    category: 'research',
    daysAgo: 3,
    title: {
      en: 'House view: Asian equities in the year ahead',
      'zh-HK': '本行觀點：來年亞洲股市展望',
      'zh-CN': '本行观点：来年亚洲股市展望',
    },
    summary: {
      en: 'Lower rates and steady earnings support a moderate overweight in Hong Kong and Asian equities, with a tilt to quality dividend payers.',
      'zh-HK': '利率回落及盈利穩定，支持適度增持香港及亞洲股票，並偏重優質派息股。',
      'zh-CN': '利率回落及盈利稳定，支持适度增持香港及亚洲股票，并偏重优质派息股。',
    },
    body: {
      en: 'Our investment committee expects policy rates to keep falling gradually, which historically favours Hong Kong equities through lower funding costs and a recovery in property-related sectors. We move to a moderate overweight in Hong Kong and Asia ex-Japan equities, funded from cash.\n\nWithin equities we prefer quality companies with sustainable dividends, such as large banks, insurers and utilities, alongside selected technology platforms whose earnings are recovering. Investors seeking diversification can consider broad index funds such as the Tracker Fund of Hong Kong (02800). This view is general information, not a recommendation: please consider your own objectives and risk profile.',
      'zh-HK':
        '本行投資委員會預期政策利率將持續逐步下調。從過往經驗看，融資成本下降及地產相關板塊復甦均有利港股。本行將香港及亞洲（日本除外）股票調升至適度增持，資金來自現金配置。\n\n在股票之中，本行看好具可持續派息能力的優質企業，例如大型銀行、保險及公用股，以及盈利正在復甦的部分科技平台。尋求分散投資的投資者可考慮盈富基金（02800）等覆蓋廣泛的指數基金。本觀點僅屬一般資料，並非投資建議，請考慮閣下的投資目標及風險承受能力。',
      'zh-CN':
        '本行投资委员会预计政策利率将持续逐步下调。从以往经验看，融资成本下降及地产相关板块复苏均有利港股。本行将香港及亚洲（日本除外）股票调升至适度增持，资金来自现金配置。\n\n在股票之中，本行看好具可持续派息能力的优质企业，例如大型银行、保险及公用事业股，以及盈利正在复苏的部分科技平台。寻求分散投资的投资者可考虑盈富基金（02800）等覆盖广泛的指数基金。本观点仅属一般资料，并非投资建议，请考虑您的投资目标及风险承受能力。',
    },
  },
  {
    id: 'house-edda-deposits',
    category: 'announcement',
    daysAgo: 6,
    title: {
      en: 'Instant deposits with eDDA are now available',
      'zh-HK': '電子直接扣賬授權即時存款現已推出',
      'zh-CN': '电子直接扣账授权即时存款现已推出',
    },
    summary: {
      en: 'Link your bank account once and top up your account in seconds, any time of day.',
      'zh-HK': '只需連結銀行戶口一次，即可隨時在數秒內為戶口增值。',
      'zh-CN': '只需关联银行账户一次，即可随时在数秒内为账户充值。',
    },
    body: {
      en: "You can now authorise an electronic Direct Debit (eDDA) from your bank account and deposit funds instantly through the Faster Payment System. Once your bank confirms the authorisation, deposits are credited to your account within seconds, seven days a week.\n\nTo set it up, open Cash, choose Deposit and follow the eDDA steps. Withdrawals to the same bank account are paid through FPS as well. There is no charge from us for eDDA deposits; your bank's own daily limits apply.",
      'zh-HK':
        '閣下現可從銀行戶口授權電子直接扣賬（eDDA），經轉數快即時存入資金。銀行確認授權後，存款可於數秒內記入戶口，一星期七天均可使用。\n\n如需設定，請進入「現金」，選擇「存款」並按電子直接扣賬步驟操作。提款至同一銀行戶口亦經轉數快支付。本行不收取電子直接扣賬存款費用，惟須受閣下銀行的每日限額規限。',
      'zh-CN':
        '您现可从银行账户授权电子直接扣账（eDDA），经转数快即时存入资金。银行确认授权后，存款可于数秒内记入账户，一周七天均可使用。\n\n如需设置，请进入“现金”，选择“存款”并按电子直接扣账步骤操作。提款至同一银行账户亦经转数快支付。本行不收取电子直接扣账存款费用，但须受您银行的每日限额约束。',
    },
  },
];

/** Loads the demo book's house news; idempotent (an item already there is left as it is). */
export async function seedDemoNews(
  db: Kysely<Database>,
  now: Date,
): Promise<{ houseNews: number }> {
  const items: NewHouseNewsItem[] = demoNews.map(({ daysAgo, ...item }) => ({
    ...item,
    // 09:00 Hong Kong time, `daysAgo` calendar days before the seeding day: always in the past.
    publishedAt: new Date(`${addCalendarDays(hongKongDate(now), -daysAgo)}T09:00:00+08:00`),
    status: 'published',
    now,
  }));
  return { houseNews: await insertHouseNews(db, items) };
}
