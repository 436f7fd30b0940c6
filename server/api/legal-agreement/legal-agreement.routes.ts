import {
  legalAgreementContracts,
  type AgreementType,
} from '../../../shared/contracts/legal-agreement';
import type { Language } from '../../../shared/contracts/common';
import { findLatestAgreements } from '../../repositories/legal-agreement.repository';
import { defineCall } from '../registry';

/**
 * `legal-agreement/searchLegalAgreements`: the latest version of each asked type in the language
 * effective by now (issue 29), already sanitised when saved; an empty list is the spec §8 "no agreement available" case.
 */
export const searchLegalAgreementsCall = defineCall({
  service: 'legal-agreement',
  method: 'searchLegalAgreements',
  ...legalAgreementContracts.searchLegalAgreements,
  access: 'session',
  handler: async ({ types, language }, { db, now }) => {
    const agreements = await findLatestAgreements(db, types, language, now);
    return agreements.map((agreement) => ({
      type: agreement.type as AgreementType,
      language: agreement.language as Language,
      title: agreement.title,
      content: agreement.contentHtml,
      version: agreement.version,
    }));
  },
});

/** The legal-agreement service's calls. */
export const legalAgreementCalls = [searchLegalAgreementsCall];
