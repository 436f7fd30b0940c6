/**
 * The session sweep's sample inputs (server/test/session-call-samples.ts) of the admins'
 * questionnaire and trade document calls (issue 30). Changes are refused (a version that is not
 * the latest, content that is not a PDF), so the sweep's admin leaves the demo book as it was.
 */

/** A valid input per admin-raq and admin-document call. */
export const raqDocumentCallSamples: Record<string, (accountCode: string) => object> = {
  'admin-raq/loadQuestionnaire': () => ({}),
  'admin-raq/listVersions': () => ({}),
  'admin-raq/saveQuestionnaire': () => ({
    basedOn: 999,
    questionnaire: {
      scaleQuestions: [
        {
          id: 'sweep',
          text: { en: 'Sweep', 'zh-HK': '掃描', 'zh-CN': '扫描' },
          options: [
            { score: 1, text: { en: 'One', 'zh-HK': '一', 'zh-CN': '一' } },
            { score: 2, text: { en: 'Two', 'zh-HK': '二', 'zh-CN': '二' } },
          ],
        },
      ],
      choiceQuestions: [],
      bands: [{ minimum: 1, maximum: 2, level: 1 }],
    },
  }),
  'admin-document/uploadDocument': (accountCode) => ({
    type: 'other',
    name: 'Sweep',
    accountCodes: [accountCode],
    contentBase64: Buffer.from('not a pdf').toString('base64'),
  }),
  'admin-document/searchUploads': () => ({}),
};
