import type { Language } from '../../shared/contracts/common';
import type { AgreementType } from '../../shared/contracts/legal-agreement';
import type { AgreementText } from './demo-first-login-agreement';

/** The demo firm's other legal texts, shown where the pages link to them, in three languages. */
export const otherAgreements: Readonly<
  Record<Exclude<AgreementType, 'first_login'>, Record<Language, AgreementText>>
> = {
  terms_of_use: {
    en: {
      title: 'Terms of Use',
      html: '<h2>Terms of Use</h2><p>The Portal is provided for clients of Portico Securities Limited. You may use it only for your own accounts, or for clients you are authorised to act for as their advisor.</p><p>You must not attempt to access accounts or data that are not yours, interfere with the Portal, or use automated means to collect its content.</p>',
    },
    'zh-HK': {
      title: '使用條款',
      html: '<h2>使用條款</h2><p>本平台供 Portico 證券有限公司的客戶使用。閣下只可就本身帳戶，或閣下獲授權以顧問身份代為行事的客戶帳戶使用本平台。</p><p>閣下不得試圖存取並非屬於閣下的帳戶或資料、干擾本平台運作，或以自動化方式收集本平台內容。</p>',
    },
    'zh-CN': {
      title: '使用条款',
      html: '<h2>使用条款</h2><p>本平台供 Portico 证券有限公司的客户使用。您只可就本身账户，或您获授权以顾问身份代为行事的客户账户使用本平台。</p><p>您不得试图访问并非属于您的账户或资料、干扰本平台运作，或以自动化方式收集本平台内容。</p>',
    },
  },
  privacy_policy: {
    en: {
      title: 'Privacy Policy',
      html: '<h2>Privacy Policy</h2><p>We collect the personal data needed to open and operate your account, to meet our regulatory obligations, and to keep the Portal secure, including records of your logins.</p><p>You may ask for access to, or correction of, your personal data by writing to our Data Protection Officer.</p>',
    },
    'zh-HK': {
      title: '私隱政策',
      html: '<h2>私隱政策</h2><p>我們收集為開立及運作閣下帳戶、履行監管責任及保障本平台安全所需的個人資料，包括閣下的登入紀錄。</p><p>閣下可致函我們的保障資料主任，要求查閱或更正閣下的個人資料。</p>',
    },
    'zh-CN': {
      title: '隐私政策',
      html: '<h2>隐私政策</h2><p>我们收集为开立及运作您账户、履行监管责任及保障本平台安全所需的个人资料，包括您的登录记录。</p><p>您可致函我们的资料保护主任，要求查阅或更正您的个人资料。</p>',
    },
  },
  declaration_and_consent: {
    en: {
      title: 'Declaration and Consent',
      html: '<h2>Declaration and Consent</h2><p>I declare that the information I have given Portico Securities Limited is true, complete and up to date, and I will tell the firm promptly of any change.</p><p>I consent to the firm using my personal data as its Privacy Policy describes, including for checks required by law and regulation.</p>',
    },
    'zh-HK': {
      title: '聲明及同意書',
      html: '<h2>聲明及同意書</h2><p>本人聲明向 Portico 證券有限公司提供的資料均屬真實、完整及最新；如有任何更改，本人會盡快通知貴公司。</p><p>本人同意貴公司按其私隱政策所述使用本人的個人資料，包括用於法例及規例要求的查核。</p>',
    },
    'zh-CN': {
      title: '声明及同意书',
      html: '<h2>声明及同意书</h2><p>本人声明向 Portico 证券有限公司提供的信息均真实、完整及最新；如有任何变更，本人会尽快通知贵公司。</p><p>本人同意贵公司按其隐私政策所述使用本人的个人信息，包括用于法律法规要求的核查。</p>',
    },
  },
  risk_disclosure: {
    en: {
      title: 'Risk Disclosure Statement',
      html: "<h2>Risk Disclosure Statement</h2><p>The prices of securities fluctuate, sometimes dramatically. A security may move up or down, and may become valueless. It is as likely that losses will be incurred rather than profit made as a result of buying and selling securities.</p><p>Investment in funds is subject to the risks set out in each fund's offering documents.</p>",
    },
    'zh-HK': {
      title: '風險披露聲明',
      html: '<h2>風險披露聲明</h2><p>證券價格有時可能會非常波動。證券價格可升可跌，甚至變成毫無價值。買賣證券未必一定能夠賺取利潤，反而可能會招致損失。</p><p>投資基金須承受各基金銷售文件所載的風險。</p>',
    },
    'zh-CN': {
      title: '风险披露声明',
      html: '<h2>风险披露声明</h2><p>证券价格有时可能会非常波动。证券价格可升可跌，甚至变成毫无价值。买卖证券未必一定能够赚取利润，反而可能会招致损失。</p><p>投资基金须承受各基金销售文件所载的风险。</p>',
    },
  },
  virtual_asset_risk_disclosure: {
    en: {
      title: 'Virtual Asset Risk Disclosure',
      html: '<h2>Virtual Asset Risk Disclosure</h2><p><b>Virtual assets are highly risky.</b> Their prices are extremely volatile, they may not be legal tender, and they may lose all of their value. Trading may be suspended, and your assets may be exposed to cyber-attack.</p><p>Invest only what you can afford to lose.</p>',
    },
    'zh-HK': {
      title: '虛擬資產風險披露',
      html: '<h2>虛擬資產風險披露</h2><p><b>虛擬資產風險極高。</b>其價格極為波動，未必屬法定貨幣，並可能損失全部價值。交易或會暫停，閣下的資產亦可能受網絡攻擊影響。</p><p>請只投資閣下可承受損失的金額。</p>',
    },
    'zh-CN': {
      title: '虚拟资产风险披露',
      html: '<h2>虚拟资产风险披露</h2><p><b>虚拟资产风险极高。</b>其价格极为波动，未必属法定货币，并可能损失全部价值。交易或会暂停，您的资产亦可能受网络攻击影响。</p><p>请只投资您可承受损失的金额。</p>',
    },
  },
  ipo: {
    en: {
      title: 'IPO Subscription Agreement',
      html: '<h2>IPO Subscription Agreement</h2><p>By applying for new shares through the Portal you instruct Portico Securities Limited to apply on your behalf on the terms of the prospectus, which you confirm you have read. The amount shown, including 1% brokerage, the SFC and AFRC levies and the trading fee, is held from your account until the allotment result.</p><p>Only one application per IPO is allowed. With financing, interest accrues on the loan until the refund date and is charged whatever the allotment. Allotment is by ballot and may be nil; unsuccessful money is refunded on the refund date.</p>',
    },
    'zh-HK': {
      title: '新股認購協議',
      html: '<h2>新股認購協議</h2><p>透過本平台認購新股，即表示閣下指示 Portico 證券有限公司按招股章程的條款代閣下認購，並確認閣下已細閱招股章程。所示金額（包括 1% 經紀佣金、證監會及會財局徵費與交易費）將從閣下帳戶凍結，直至公佈配發結果。</p><p>每隻新股只可認購一次。如使用融資，貸款利息計至退款日，不論配發結果均須支付。配發以抽籤形式進行，可能不獲配發；未獲配發的款項將於退款日退還。</p>',
    },
    'zh-CN': {
      title: '新股认购协议',
      html: '<h2>新股认购协议</h2><p>通过本平台认购新股，即表示您指示 Portico 证券有限公司按招股书的条款代您认购，并确认您已仔细阅读招股书。所示金额（包括 1% 经纪佣金、证监会及会财局征费与交易费）将从您账户冻结，直至公布配发结果。</p><p>每只新股只可认购一次。如使用融资，贷款利息计至退款日，不论配发结果均须支付。配发以抽签形式进行，可能不获配发；未获配发的款项将于退款日退还。</p>',
    },
  },
  edda: {
    en: {
      title: 'eDDA Authorisation Terms',
      html: '<h2>eDDA Authorisation Terms</h2><p>By setting up an electronic Direct Debit Authorisation (eDDA) you authorise Portico Securities Limited to debit the bank account you name, through the Faster Payment System, for the deposits you request in the Portal, up to the limit per debit you set.</p><p>The account holder name, identity document type and number must match your bank’s records, or your bank will reject the authorisation. You may cancel the authorisation at any time in the Portal.</p>',
    },
    'zh-HK': {
      title: '電子直接付款授權條款',
      html: '<h2>電子直接付款授權條款</h2><p>設立電子直接付款授權（eDDA）後，閣下授權 Portico 證券有限公司透過轉數快，就閣下在本平台要求的存款，從閣下指定的銀行帳戶扣款，每次扣款不超過閣下設定的上限。</p><p>帳戶持有人姓名、身份證明文件類別及號碼必須與銀行紀錄相符，否則銀行將拒絕授權。閣下可隨時在本平台取消授權。</p>',
    },
    'zh-CN': {
      title: '电子直接付款授权条款',
      html: '<h2>电子直接付款授权条款</h2><p>设立电子直接付款授权（eDDA）后，您授权 Portico 证券有限公司通过转数快，就您在本平台要求的存款，从您指定的银行账户扣款，每次扣款不超过您设定的上限。</p><p>账户持有人姓名、身份证明文件类别及号码必须与银行记录相符，否则银行将拒绝授权。您可随时在本平台取消授权。</p>',
    },
  },
};
