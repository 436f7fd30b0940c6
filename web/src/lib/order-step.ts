/** Where an order form is: editing, confirming, or showing a placed order. */
export type OrderStep = 'edit' | 'confirm' | 'done';

/** The order flow's next step after "review": the confirmation, unless the client skips it. */
export function stepAfterReview(skipConfirmation: boolean): 'confirm' | 'place' {
  return skipConfirmation ? 'place' : 'confirm';
}
