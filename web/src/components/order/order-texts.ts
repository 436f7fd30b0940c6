/** The order flow's texts, in the product area's words. */
export type OrderFlowTexts = {
  confirmTitle: string;
  /** Under the preview: what the estimates rest on. */
  estimateNote: string;
  riskAcknowledge: string;
  tradePassword: string;
  /** Under the trade password: that it also unlocks trading for the session. */
  tradePasswordHint: string;
  /** While trading is unlocked: until when (the time in the client's clock). */
  tradeUnlocked: (time: string) => string;
  lockTrading: string;
  review: string;
  confirm: string;
  back: string;
  newOrder: string;
  viewHistory: string;
};
