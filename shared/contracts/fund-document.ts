import { z } from 'zod';
import { language } from './common';
import { fundId } from './fund';
import { documentFile } from './trade-document';

/** The `fund-document` service's calls: a fund's factsheet and prospectus, no login needed. */
export const fundDocumentContracts = {
  downloadFundDocument: {
    input: z.strictObject({
      fundId,
      type: z.enum(['factsheet', 'prospectus']),
      language,
    }),
    output: documentFile,
  },
};
