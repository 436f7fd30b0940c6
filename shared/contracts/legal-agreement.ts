import { z } from 'zod';
import { language } from './common';

/** The kinds of legal agreement a firm publishes; `first_login` is confirmed at first login. */
export const agreementType = z.enum([
  'first_login',
  'terms_of_use',
  'privacy_policy',
  // Spec §3 "declaration and consent": a client's declarations and consent to data use.
  'declaration_and_consent',
  'risk_disclosure',
  'virtual_asset_risk_disclosure',
  // Spec §3 "edda agreement": accepted when the client sets up an eDDA authorisation.
  'edda',
  // Spec §3 "ipo agreement": accepted with each IPO application.
  'ipo',
]);

/** A legal agreement type. */
export type AgreementType = z.infer<typeof agreementType>;

/**
 * Spec §3 agreement: type, title and HTML content, already sanitised to the spec §5 allow-list
 * when saved (the page sanitises again on render).
 */
export const legalAgreement = z.object({
  type: agreementType,
  language,
  title: z.string(),
  content: z.string(),
  version: z.number().int().positive(),
});

/** The `legal-agreement` service's calls. */
export const legalAgreementContracts = {
  /** The latest version of each type in the language; an empty list means none is available. */
  searchLegalAgreements: {
    input: z.strictObject({ types: z.array(agreementType).min(1).max(10), language }),
    output: z.array(legalAgreement),
  },
};
