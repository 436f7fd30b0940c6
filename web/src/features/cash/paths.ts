/** The cash area's pages (spec §2.10): one place for its links, its menu and its routes. */

const root = '/cashes';

/** Where each cash page lives. */
export const cashPaths = {
  root,
  movement: `${root}/movement`,
  history: `${root}/history`,
  request: `${root}/request`,
  requestInstruction: `${root}/requests/instruction`,
  withdraw: `${root}/withdraw`,
  withdrawInstruction: `${root}/withdraws/instruction`,
  /** The eDDA page: the set-up form, or a deposit under the authorisation named. */
  ddi: (ddaReference?: string) =>
    ddaReference
      ? `${root}/requests/ddi/${encodeURIComponent(ddaReference)}`
      : `${root}/requests/ddi`,
  fps: `${root}/withdraws/fps`,
  sdda: `${root}/sdda`,
  exchange: `${root}/exchange`,
};
