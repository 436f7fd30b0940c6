import type { Language } from '../../shared/contracts/common';

/** An agreement's title and HTML in one language. */
export type AgreementText = { title: string; html: string };

/**
 * The demo firm's first-login agreement (spec §4: confirmed before the funds area opens), in the
 * three languages. Plain allow-listed HTML (spec §5); it is sanitised again when saved.
 */
export const firstLoginAgreement: Readonly<Record<Language, AgreementText>> = {
  en: {
    title: 'Online Services Agreement',
    html: `<h2>Online Services Agreement</h2>
<p>This agreement governs your use of the Portico client portal ("the Portal") provided by Portico Securities Limited ("we", "us"), a corporation licensed by the Securities and Futures Commission of Hong Kong (CE No. PTC001). Please read it carefully. By ticking the box below and selecting <b>Submit</b>, you confirm that you have read, understood and agree to it.</p>
<h3>1. Your credentials</h3>
<ol>
<li>Your account code, login password, trade password and one-time passwords are personal to you. You must keep them secret and must not disclose them to anyone, including our staff.</li>
<li>You must change your password immediately if you suspect that anyone else knows it, and tell us without delay on our customer service hotline.</li>
<li>Instructions given through the Portal with your credentials are treated as given by you.</li>
</ol>
<h3>2. Instructions and information</h3>
<ol>
<li>Orders are subject to the rules of the relevant exchange, market and fund manager, and to our acceptance. An order is not executed until you receive our confirmation.</li>
<li>Prices, net asset values and market data shown in the Portal are for reference only and may be delayed.</li>
<li>Orders received after the dealing cut-off time are processed on the next dealing day.</li>
</ol>
<h3>3. Risks</h3>
<p>The prices of securities, funds and virtual assets fluctuate, sometimes dramatically, and may become valueless. Past performance is not indicative of future performance. <mark>Investment involves risks; you may lose all of your investment.</mark> Read the offering documents, and the investor information of the <a href="https://www.sfc.hk/en/" target="_blank">Securities and Futures Commission</a>, before investing.</p>
<h3>4. Security and availability</h3>
<p>For your protection, you will be logged out after a period of inactivity, and a second factor may be required to log in. The Portal may be unavailable during maintenance or for reasons beyond our control; you may then place instructions through your account executive.</p>
<h3>5. Personal data</h3>
<p>We handle your personal data in accordance with the Personal Data (Privacy) Ordinance and our privacy policy.</p>
<p>In case of any inconsistency between the English and Chinese versions, the English version prevails.</p>`,
  },
  'zh-HK': {
    title: '網上服務協議',
    html: `<h2>網上服務協議</h2>
<p>本協議規管閣下使用 Portico 證券有限公司（「我們」，香港證券及期貨事務監察委員會持牌法團，中央編號 PTC001）提供的 Portico 客戶平台（「本平台」）。請細閱本協議。閣下剔選下方方格並按<b>提交</b>，即確認已閱讀、明白並同意本協議。</p>
<h3>1. 閣下的登入資料</h3>
<ol>
<li>閣下的帳戶號碼、登入密碼、交易密碼及一次性密碼屬閣下個人所有。閣下必須將其保密，不得向任何人（包括我們的職員）披露。</li>
<li>如懷疑他人知悉閣下的密碼，閣下必須立即更改密碼，並盡快致電我們的客戶服務熱線通知我們。</li>
<li>透過本平台以閣下登入資料發出的指示，均視為由閣下發出。</li>
</ol>
<h3>2. 指示及資料</h3>
<ol>
<li>所有買賣盤均受相關交易所、市場及基金經理的規則所約束，並須經我們接納。閣下收到我們的確認前，買賣盤並未執行。</li>
<li>本平台顯示的價格、資產淨值及市場數據僅供參考，並可能有所延遲。</li>
<li>於交易截止時間後收到的買賣盤，將於下一個交易日處理。</li>
</ol>
<h3>3. 風險</h3>
<p>證券、基金及虛擬資產的價格可升可跌，有時波動極大，甚至可能變得毫無價值。過往表現並不代表將來表現。<mark>投資涉及風險，閣下可能損失全部投資。</mark>投資前請細閱銷售文件及<a href="https://www.sfc.hk/tc/" target="_blank">證券及期貨事務監察委員會</a>的投資者資訊。</p>
<h3>4. 保安及服務提供</h3>
<p>為保障閣下，閒置一段時間後閣下將被自動登出，登入時亦可能需要第二重認證。本平台或會因維修或我們無法控制的原因暫停服務；屆時閣下可透過閣下的客戶主任發出指示。</p>
<h3>5. 個人資料</h3>
<p>我們按照《個人資料（私隱）條例》及我們的私隱政策處理閣下的個人資料。</p>
<p>中英文版本如有歧異，概以英文版本為準。</p>`,
  },
  'zh-CN': {
    title: '网上服务协议',
    html: `<h2>网上服务协议</h2>
<p>本协议规管您使用 Portico 证券有限公司（"我们"，香港证券及期货事务监察委员会持牌法团，中央编号 PTC001）提供的 Portico 客户平台（"本平台"）。请仔仔细阅读读本协议。您勾选下方方格并点击<b>提交</b>，即确认已阅读、理解并同意本协议。</p>
<h3>1. 您的登录资料</h3>
<ol>
<li>您的账户号码、登录密码、交易密码及一次性密码属您个人所有。您必须将其保密，不得向任何人（包括我们的职员）披露。</li>
<li>如怀疑他人知悉您的密码，您必须立即更改密码，并尽快致电我们的客户服务热线通知我们。</li>
<li>通过本平台以您登录资料发出的指示，均视为由您发出。</li>
</ol>
<h3>2. 指示及资料</h3>
<ol>
<li>所有买卖盘均受相关交易所、市场及基金经理的规则约束，并须经我们接纳。您收到我们的确认前，买卖盘并未执行。</li>
<li>本平台显示的价格、资产净值及市场数据仅供参考，并可能有所延迟。</li>
<li>于交易截止时间后收到的买卖盘，将于下一个交易日处理。</li>
</ol>
<h3>3. 风险</h3>
<p>证券、基金及虚拟资产的价格可升可跌，有时波动极大，甚至可能变得毫无价值。过往表现并不代表将来表现。<mark>投资涉及风险，您可能损失全部投资。</mark>投资前请仔仔细阅读读销售文件及<a href="https://www.sfc.hk/sc/" target="_blank">证券及期货事务监察委员会</a>的投资者资讯。</p>
<h3>4. 安全及服务提供</h3>
<p>为保障您，闲置一段时间后您将被自动登出，登录时亦可能需要第二重认证。本平台或会因维护或我们无法控制的原因暂停服务；届时您可通过您的客户主任发出指示。</p>
<h3>5. 个人资料</h3>
<p>我们按照《个人资料（私隐）条例》及我们的隐私政策处理您的个人资料。</p>
<p>中英文版本如有歧异，概以英文版本为准。</p>`,
  },
};
