import { previousBusinessDay, type IsoDate } from '../../shared/domain/business-calendar';
import type { LocalisedNewsText, NewsCategory, NewsItem } from '../../shared/domain/news';
import type { NewsFeed } from './news-feed';
import { simulatedIpos } from './simulated-ipos';

/**
 * The simulated market news (demo book, "News"): eight items of market and company news dated
 * back from the anchor (the clock's date when the app starts) in business days, so the newest is
 * always yesterday's close whatever day the demo runs. The two offers' items take their dates
 * from the simulated IPO feed's timetables. Each is written in all three languages (a feed item
 * lacking one is read in a fallback language: see `use-news-text.ts`).
 */

type Texts = { title: LocalisedNewsText; summary: LocalisedNewsText; body: LocalisedNewsText };

/** An item's title, summary and body in three languages. */
function texts(
  en: [string, string, string],
  zhHK: [string, string, string],
  zhCN: [string, string, string],
): Texts {
  const pick = (index: 0 | 1 | 2): LocalisedNewsText => ({
    en: en[index],
    'zh-HK': zhHK[index],
    'zh-CN': zhCN[index],
  });
  return { title: pick(0), summary: pick(1), body: pick(2) };
}

/** The business day `count` business days before `anchor` (1: the one before it). */
function businessDaysBack(anchor: IsoDate, count: number): IsoDate {
  let date = anchor;
  for (let step = 0; step < count; step += 1) date = previousBusinessDay(date);
  return date;
}

/** Hong Kong time (UTC+8, no daylight saving) on `date`. */
const hongKongTime = (date: IsoDate, time: string) => new Date(`${date}T${time}:00+08:00`);

function item(
  id: string,
  category: NewsCategory,
  publishedAt: Date,
  { title, summary, body }: Texts,
): NewsItem {
  return { id, category, source: 'market', title, summary, body, publishedAt };
}

/** The market wraps: Hong Kong's close and Wall Street's overnight session. */
function marketWraps(anchor: IsoDate): NewsItem[] {
  const yesterday = businessDaysBack(anchor, 1);
  return [
    item(
      'market-hk-close',
      'market',
      hongKongTime(yesterday, '16:20'),
      texts(
        [
          'Hang Seng Index closes 1.2% higher as technology shares rally',
          'Tech heavyweights led a broad advance on turnover of HKD 118 billion; 00700 and 09988 gained over 2%.',
          'The Hang Seng Index rose 236 points, or 1.2%, to close at 19,846 after a steady afternoon session, while the Hang Seng Tech Index added 2.1%. Market turnover on the Main Board reached HKD 118 billion, above the 20-day average.\n\nTechnology and internet platforms led the gains, with Tencent (00700) and Alibaba (09988) each closing more than 2% higher. Banks were mixed: HSBC (00005) edged up 0.3% while mainland lenders slipped. Southbound investors were net buyers of HKD 6.4 billion through Stock Connect.',
        ],
        [
          '恒生指數收升1.2%，科技股領漲',
          '科技重磅股帶動大市普遍上揚，成交額1,180億港元；騰訊（00700）及阿里巴巴（09988）均升逾2%。',
          '恒生指數午後穩步上揚，收市升236點或1.2%，報19,846點；恒生科技指數升2.1%。主板成交額達1,180億港元，高於20日平均水平。\n\n科技及互聯網平台股領漲，騰訊（00700）及阿里巴巴（09988）均收升逾2%。銀行股表現參差，滙豐控股（00005）微升0.3%，內銀股則輕微回落。南向資金經港股通淨買入64億港元。',
        ],
        [
          '恒生指数收升1.2%，科技股领涨',
          '科技权重股带动大市普遍上扬，成交额1,180亿港元；腾讯（00700）及阿里巴巴（09988）均涨逾2%。',
          '恒生指数午后稳步上扬，收盘涨236点或1.2%，报19,846点；恒生科技指数涨2.1%。主板成交额达1,180亿港元，高于20日平均水平。\n\n科技及互联网平台股领涨，腾讯（00700）及阿里巴巴（09988）均收涨逾2%。银行股表现分化，汇丰控股（00005）微涨0.3%，内银股则小幅回落。南向资金经港股通净买入64亿港元。',
        ],
      ),
    ),
    item(
      'market-us-close',
      'market',
      hongKongTime(yesterday, '05:15'),
      texts(
        [
          'Wall Street: Nasdaq gains as Apple and Microsoft lead large caps',
          'The Nasdaq Composite rose 0.9% and the S&P 500 0.6% as investors returned to the largest technology names.',
          "US stocks ended higher overnight, with the Nasdaq Composite up 0.9% and the S&P 500 up 0.6%, while the Dow Jones Industrial Average added 0.4%. Treasury yields were little changed ahead of this week's inflation data.\n\nApple (AAPL) and Microsoft (MSFT) were among the biggest contributors to the gains, helped by upbeat comments on enterprise software spending. Energy shares lagged as crude oil fell for a second session.",
        ],
        [
          '華爾街：蘋果及微軟領漲，納指上揚',
          '投資者重投大型科技股，納斯達克綜合指數升0.9%，標普500指數升0.6%。',
          '美股隔晚收高，納斯達克綜合指數升0.9%，標普500指數升0.6%，道瓊斯工業平均指數升0.4%。美國國債孳息在本週通脹數據公布前大致持平。\n\n蘋果（AAPL）及微軟（MSFT）是推動大市上升的主要動力，企業軟件開支前景樂觀帶來支持。原油價格連跌兩個交易日，能源股表現落後。',
        ],
        [
          '华尔街：苹果及微软领涨，纳指上扬',
          '投资者重回大型科技股，纳斯达克综合指数涨0.9%，标普500指数涨0.6%。',
          '美股隔夜收高，纳斯达克综合指数涨0.9%，标普500指数涨0.6%，道琼斯工业平均指数涨0.4%。美国国债收益率在本周通胀数据公布前基本持平。\n\n苹果（AAPL）及微软（MSFT）是推动大盘上涨的主要动力，企业软件支出前景乐观带来支撑。原油价格连跌两个交易日，能源股表现落后。',
        ],
      ),
    ),
  ];
}

/** Rates: the HKMA's Base Rate after the Fed, and interbank rates. */
function rates(anchor: IsoDate): NewsItem[] {
  return [
    item(
      'market-hkma-base-rate',
      'market',
      hongKongTime(businessDaysBack(anchor, 2), '06:30'),
      texts(
        [
          'HKMA lowers Base Rate to 4.50% after the Federal Reserve cut',
          'The Hong Kong Monetary Authority moved in step with the Fed under the Linked Exchange Rate System; banks trimmed prime rates by 12.5 basis points.',
          "The Hong Kong Monetary Authority lowered the Base Rate by 25 basis points to 4.50% with immediate effect, following the US Federal Reserve's decision to cut the federal funds target range by a quarter point. Under the Linked Exchange Rate System the Base Rate is set 50 basis points above the lower end of the Fed's target range.\n\nThe major note-issuing banks cut their best lending rates by 12.5 basis points and trimmed savings rates. Mortgage borrowers on prime-based plans will see lower instalments from their next payment date; most HIBOR-based plans remain below their caps.",
        ],
        [
          '美國聯儲局減息後，金管局下調基本利率至4.50%',
          '在聯繫匯率制度下，金管局跟隨聯儲局行動；各大銀行下調最優惠利率12.5個基點。',
          '香港金融管理局即時下調基本利率25個基點至4.50%，此前美國聯邦儲備局宣布將聯邦基金利率目標區間下調四分之一厘。在聯繫匯率制度下，基本利率設定為聯邦基金利率目標區間下限加50個基點。\n\n各大發鈔銀行下調最優惠利率12.5個基點，並調低儲蓄存款利率。按最優惠利率計息的按揭供款人，將由下一個供款日起減少每月供款；大部分以銀行同業拆息計息的按揭計劃仍低於封頂息率。',
        ],
        [
          '美联储降息后，香港金管局下调基本利率至4.50%',
          '在联系汇率制度下，香港金管局跟随美联储行动；各大银行下调最优惠利率12.5个基点。',
          '香港金融管理局即时下调基本利率25个基点至4.50%，此前美国联邦储备委员会宣布将联邦基金利率目标区间下调25个基点。在联系汇率制度下，基本利率设定为联邦基金利率目标区间下限加50个基点。\n\n各大发钞银行下调最优惠利率12.5个基点，并调低储蓄存款利率。按最优惠利率计息的按揭借款人，将从下一个还款日起减少每月还款；大部分以香港银行同业拆息计息的按揭计划仍低于封顶利率。',
        ],
      ),
    ),
    item(
      'market-hibor-eases',
      'market',
      hongKongTime(businessDaysBack(anchor, 3), '11:30'),
      texts(
        [
          'One-month HIBOR eases as IPO funding demand fades',
          'The one-month interbank rate fell 18 basis points to 3.62% as large new listings refunded oversubscribed applications.',
          "The one-month Hong Kong Interbank Offered Rate fell 18 basis points to 3.62%, its lowest in three weeks, according to the Hong Kong Association of Banks' daily fixing. Overnight HIBOR dropped below 3% as cash tied up in heavily oversubscribed IPO applications was refunded to investors.\n\nThe aggregate balance of the banking system was unchanged at about HKD 45 billion. Traders expect interbank rates to stay volatile around the quarter end and the coming new listings, which typically lock up liquidity for several days.",
        ],
        [
          '新股資金需求減退，一個月銀行同業拆息回落',
          '大型新股退回超額認購的申請款項，一個月銀行同業拆息下跌18個基點至3.62%。',
          '根據香港銀行公會每日公布的定價，一個月香港銀行同業拆息下跌18個基點至3.62%，為三星期以來最低。大型新股的超額認購款項退回投資者後，隔夜拆息跌穿3%。\n\n銀行體系總結餘維持於約450億港元。交易員預期，季結及即將上市的新股一般會凍結資金數天，同業拆息在此期間將持續波動。',
        ],
        [
          '新股资金需求减退，一个月银行同业拆息回落',
          '大型新股退回超额认购的申请款项，一个月银行同业拆息下跌18个基点至3.62%。',
          '根据香港银行公会每日公布的定价，一个月香港银行同业拆息下跌18个基点至3.62%，为三星期以来最低。大型新股的超额认购款项退回投资者后，隔夜拆息跌穿3%。\n\n银行体系总结余维持于约450亿港元。交易员预期，季结及即将上市的新股一般会冻结资金数天，同业拆息在此期间将持续波动。',
        ],
      ),
    ),
  ];
}

/** The week's review and the week's Stock Connect flows. */
function weekly(anchor: IsoDate): NewsItem[] {
  return [
    item(
      'market-weekly-review',
      'market',
      hongKongTime(businessDaysBack(anchor, 4), '17:30'),
      texts(
        [
          'Week in review: Hang Seng Index ends the week up 2.4%',
          'Property developers and insurers recovered while utilities lagged; average daily turnover rose to HKD 121 billion.',
          'The Hang Seng Index finished the week 2.4% higher, its best weekly performance in a month, as easing rate expectations lifted interest-rate-sensitive sectors. The Hang Seng China Enterprises Index gained 2.9% and the Tracker Fund of Hong Kong (02800) tracked the benchmark closely.\n\nProperty developers rebounded on hopes of lower mortgage costs, and insurers rallied after AIA (01299) reported solid new business value. Utilities such as CLP (00002) lagged as investors rotated into growth. Average daily turnover rose to HKD 121 billion from HKD 104 billion the week before.',
        ],
        [
          '一週回顧：恒生指數全週升2.4%',
          '地產股及保險股回升，公用股落後；平均每日成交額增至1,210億港元。',
          '減息預期升溫帶動利率敏感板塊，恒生指數全週上升2.4%，創一個月以來最佳單週表現。恒生中國企業指數升2.9%，盈富基金（02800）緊貼基準指數表現。\n\n市場憧憬按揭成本下降，地產發展商股份反彈；友邦保險（01299）公布新業務價值表現穩健，保險股造好。中電控股（00002）等公用股則因資金轉投增長股而表現落後。平均每日成交額由上週的1,040億港元增至1,210億港元。',
        ],
        [
          '一周回顾：恒生指数全周涨2.4%',
          '地产股及保险股回升，公用事业股落后；日均成交额增至1,210亿港元。',
          '降息预期升温带动利率敏感板块，恒生指数全周上涨2.4%，创一个月以来最佳单周表现。恒生中国企业指数涨2.9%，盈富基金（02800）紧贴基准指数表现。\n\n市场憧憬按揭成本下降，地产开发商股份反弹；友邦保险（01299）公布新业务价值表现稳健，保险股走强。中电控股（00002）等公用事业股则因资金转向成长股而表现落后。日均成交额由上周的1,040亿港元增至1,210亿港元。',
        ],
      ),
    ),
    item(
      'market-southbound-flows',
      'market',
      hongKongTime(businessDaysBack(anchor, 5), '18:00'),
      texts(
        [
          'Southbound Stock Connect buying reaches a three-month high',
          'Mainland investors bought a net HKD 9.8 billion of Hong Kong shares in one session, focused on banks and high-dividend names.',
          'Mainland investors bought a net HKD 9.8 billion of Hong Kong-listed shares through the Shanghai and Shenzhen Stock Connect in a single session, the most in three months. Southbound holdings now account for more than 15% of the turnover of eligible stocks.\n\nBuying concentrated on large banks, telecoms and other high-dividend shares, which remain attractive against falling mainland deposit rates. Analysts note that sustained southbound demand has narrowed the discount of H-shares to their A-share counterparts.',
        ],
        [
          '港股通南向資金淨買入創三個月新高',
          '內地投資者單日淨買入港股98億港元，集中於銀行及高息股。',
          '內地投資者單日經滬港通及深港通淨買入港股98億港元，為三個月以來最多。南向資金佔合資格股份成交額的比例已超過15%。\n\n資金主要流入大型銀行、電訊及其他高息股份，在內地存款利率下降的環境下仍具吸引力。分析員指出，南向資金持續流入已收窄H股相對A股的折讓。',
        ],
        [
          '港股通南向资金净买入创三个月新高',
          '内地投资者单日净买入港股98亿港元，集中于银行及高股息股。',
          '内地投资者单日经沪港通及深港通净买入港股98亿港元，为三个月以来最多。南向资金占合资格股份成交额的比例已超过15%。\n\n资金主要流入大型银行、电信及其他高股息股份，在内地存款利率下降的环境下仍具吸引力。分析师指出，南向资金持续流入已收窄H股相对A股的折价。',
        ],
      ),
    ),
  ];
}

/** The two offers of the IPO feed: 06990's opening and 02590's closing. */
function offers(anchor: IsoDate): NewsItem[] {
  const byCode = new Map(simulatedIpos(anchor).map((ipo) => [ipo.code, ipo.timetable]));
  const harbour = byCode.get('06990');
  const lantau = byCode.get('02590');
  const news: NewsItem[] = [];
  if (harbour) {
    const { openDate, closeDate, listingDate } = harbour;
    news.push(
      item(
        'company-06990-offer-opens',
        'company',
        hongKongTime(openDate, '09:00'),
        texts(
          [
            'Harbour Robotics (06990) opens its Hong Kong public offer',
            `The offer runs until ${closeDate} at HKD 12.50 to 14.80 a share, in board lots of 500; dealings are expected to start on ${listingDate}.`,
            `Harbour Robotics Holdings, a maker of warehouse automation and service robots, opened its Hong Kong public offer today at an indicative price range of HKD 12.50 to 14.80 per share. Applications close at noon on ${closeDate}, and dealings in the shares on the Main Board under stock code 06990 are expected to begin on ${listingDate}.\n\nShares are offered in board lots of 500. Margin financing is available for up to 90% of the application amount. As a spin-off, the company also makes a preferential offer to qualifying shareholders of Tencent (00700): one reserved share for every two shares held at the record date.`,
          ],
          [
            '海港機械人（06990）展開香港公開發售',
            `招股價每股12.50至14.80港元，每手500股，招股至${closeDate}；預期於${listingDate}開始買賣。`,
            `倉儲自動化及服務機械人製造商海港機械人控股今日展開香港公開發售，招股價範圍為每股12.50至14.80港元。認購申請於${closeDate}中午截止，股份預期於${listingDate}在主板以股份代號06990開始買賣。\n\n股份每手500股，可使用孖展融資，最高為申請金額的90%。作為分拆上市，公司亦向合資格的騰訊（00700）股東提供優先發售：於記錄日期每持有兩股可獲一股保證配額。`,
          ],
          [
            '海港机器人（06990）启动香港公开发售',
            `招股价每股12.50至14.80港元，每手500股，招股至${closeDate}；预计于${listingDate}开始买卖。`,
            `仓储自动化及服务机器人制造商海港机器人控股今日启动香港公开发售，招股价区间为每股12.50至14.80港元。认购申请于${closeDate}中午截止，股份预计于${listingDate}在主板以股票代码06990开始买卖。\n\n股份每手500股，可使用融资认购，最高为申请金额的90%。作为分拆上市，公司亦向合资格的腾讯（00700）股东提供优先发售：于记录日期每持有两股可获一股保证配额。`,
          ],
        ),
      ),
    );
  }
  if (lantau) {
    const { closeDate, allotmentDate, listingDate } = lantau;
    news.push(
      item(
        'company-02590-offer-closes',
        'company',
        hongKongTime(closeDate, '12:30'),
        texts(
          [
            'Lantau Green Energy (02590) closes its offer; allotment results due',
            `The offer at HKD 6.20 closed at noon; results are due on ${allotmentDate} and dealings are expected from ${listingDate}.`,
            `The Hong Kong public offer of Lantau Green Energy closed at noon today at a fixed price of HKD 6.20 per share, with the retail tranche heavily oversubscribed according to the receiving banks. Allotment results will be published on ${allotmentDate}, and refunds for unsuccessful or partly successful applications will follow the next business day.\n\nThe solar and offshore wind developer plans to use the proceeds to expand its generation capacity in southern China. Dealings on the Main Board under stock code 02590 are expected to begin on ${listingDate}.`,
          ],
          [
            '大嶼山綠色能源（02590）截止招股，將公布配發結果',
            `定價每股6.20港元的招股已於中午截止；配發結果將於${allotmentDate}公布，預期於${listingDate}開始買賣。`,
            `大嶼山綠色能源的香港公開發售已於今日中午截止，定價每股6.20港元。據收款銀行資料，散戶部分獲大幅超額認購。配發結果將於${allotmentDate}公布，未獲分配或部分獲分配的申請款項將於翌個營業日退回。\n\n這家太陽能及離岸風電發展商計劃將集資所得用於擴大華南地區的發電容量。股份預期於${listingDate}在主板以股份代號02590開始買賣。`,
          ],
          [
            '大屿山绿色能源（02590）截止招股，将公布配发结果',
            `定价每股6.20港元的招股已于中午截止；配发结果将于${allotmentDate}公布，预计于${listingDate}开始买卖。`,
            `大屿山绿色能源的香港公开发售已于今日中午截止，定价每股6.20港元。据收款银行资料，散户部分获大幅超额认购。配发结果将于${allotmentDate}公布，未获分配或部分获分配的申请款项将于下一个营业日退回。\n\n这家太阳能及海上风电开发商计划将募集资金用于扩大华南地区的发电装机容量。股份预计于${listingDate}在主板以股票代码02590开始买卖。`,
          ],
        ),
      ),
    );
  }
  return news;
}

/** The simulated market news anchored at `anchor`. */
export function simulatedNews(anchor: IsoDate): NewsItem[] {
  return [...marketWraps(anchor), ...rates(anchor), ...weekly(anchor), ...offers(anchor)];
}

/** The feed over a fixed list of items. */
export function createNewsFeed(items: readonly NewsItem[]): NewsFeed {
  return {
    list: () => Promise.resolve(items),
    get: (id) => Promise.resolve(items.find((news) => news.id === id)),
  };
}

/** The simulated feed anchored at `anchor`. */
export const createSimulatedNewsFeed = (anchor: IsoDate): NewsFeed =>
  createNewsFeed(simulatedNews(anchor));
