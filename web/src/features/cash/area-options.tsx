import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the cash area offers on this brand (spec §2.10) and where its links to other areas go. The
 * area's manifest (app/areas/cash.tsx) fills it from the brand's flags; cash screens never read
 * flags.
 */
export type CashOptions = {
  /** eDDA set-up and deposits, FPS withdrawals, the SDDA page. */
  hasEdda: boolean;
  /** Where the client changes the trade password (the accounts area's page). */
  tradePasswordPath: string;
};

const CashOptionsContext = createContext<CashOptions | null>(null);

/** Gives the cash pages below it the area's options. */
export function CashOptionsProvider(props: { value: CashOptions; children: ReactNode }) {
  return <CashOptionsContext value={props.value}>{props.children}</CashOptionsContext>;
}

/** The cash area's options; cash pages render only inside the area's route. */
export function useCashOptions(): CashOptions {
  const options = useContext(CashOptionsContext);
  if (!options) throw new Error('A cash page rendered outside the cash area route.');
  return options;
}
