import { fundDocumentContracts } from '../../../shared/contracts/fund-document';
import { renderFactsheet } from '../../documents/fund-factsheet-pdf';
import { renderProspectus } from '../../documents/fund-prospectus-pdf';
import { NotFoundError } from '../../http/errors';
import { defineCall } from '../registry';

/**
 * `fund-document/downloadFundDocument`: a fund's factsheet or key facts statement as a PDF,
 * rendered from the market data; public like the fund detail page. Unknown fund: 404.
 */
export const downloadFundDocumentCall = defineCall({
  service: 'fund-document',
  method: 'downloadFundDocument',
  ...fundDocumentContracts.downloadFundDocument,
  access: 'public',
  feature: 'fund',
  handler: async ({ fundId, type, language }, { marketData, config, now }) => {
    const fund = await marketData.funds.get(fundId);
    if (!fund?.documents.some((document) => document.type === type)) throw new NotFoundError();
    const options = { brand: config.brand, language, now };
    const pdf = await (type === 'factsheet'
      ? renderFactsheet(fund, await marketData.funds.navHistory(fund.id), options)
      : renderProspectus(fund, options));
    return {
      fileName: `${fund.id}-${type}.pdf`,
      contentType: 'application/pdf' as const,
      contentBase64: pdf.toString('base64'),
    };
  },
});

/** The fund document calls. */
export const fundDocumentCalls = [downloadFundDocumentCall];
