import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the funds area offers on this brand and where its links to other areas go. The area's
 * manifest (app/areas/funds.tsx) fills it from the brand's flags; funds screens never read flags.
 */
export type FundsOptions = {
  /** Spec §2.4: switching needs both trade documents and fund switching. */
  canSwitch: boolean;
  /** The risk assessment page (the accounts area's), where the risk reminder links. */
  riskAssessmentPath: string;
};

const FundsOptionsContext = createContext<FundsOptions | null>(null);

/** Gives the funds pages below it the area's options. */
export function FundsOptionsProvider(props: { value: FundsOptions; children: ReactNode }) {
  return <FundsOptionsContext value={props.value}>{props.children}</FundsOptionsContext>;
}

/** The funds area's options; funds pages render only inside the area's route. */
export function useFundsOptions(): FundsOptions {
  const options = useContext(FundsOptionsContext);
  if (!options) throw new Error('A funds page rendered outside the funds area route.');
  return options;
}
