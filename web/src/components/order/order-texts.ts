/** The order flow's texts, in the product area's words. */
export type OrderFlowTexts = {
  confirmTitle: string;
  /** Under the preview: what the estimates rest on. */
  estimateNote: string;
  riskAcknowledge: string;
  tradePassword: string;
  /** Under the trade password: that it also unlocks trading for the session. */
  tradePasswordHint: string;
  /** Under the field when the server refused the password typed: what the password is. */
  tradePasswordRejected: string;
  /** Beside a disabled Confirm: the risk acknowledgement is not ticked yet. */
  needsAcknowledgement: string;
  /** Beside a disabled Confirm: the trade password is empty. */
  needsTradePassword: string;
  /** While trading is unlocked: until when (the time in the client's clock). */
  tradeUnlocked: (time: string) => string;
  lockTrading: string;
  review: string;
  confirm: string;
  back: string;
  newOrder: string;
  viewHistory: string;
};
