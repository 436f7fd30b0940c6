/** The client a back-office operation concerns: the portal's account id and its Gateway code. */
export type ClientRef = { accountId: number; accountCode: string };
