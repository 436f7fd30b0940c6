import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the advisor area offers on this brand. The area's manifest (app/areas/advisors.tsx) fills
 * it from the brand's flags; advisor screens never read flags.
 */
export type AdvisorOptions = {
  /** Plan talks from clients arrive on the dashboard and are answered there (flag plan). */
  hasPlanTalks: boolean;
  /** A manager chooses an advisor's part of the book (flag manager). */
  hasManagers: boolean;
};

const AdvisorOptionsContext = createContext<AdvisorOptions | null>(null);

/** Gives the advisor pages below it the area's options. */
export function AdvisorOptionsProvider(props: { value: AdvisorOptions; children: ReactNode }) {
  return <AdvisorOptionsContext value={props.value}>{props.children}</AdvisorOptionsContext>;
}

/** The advisor area's options; advisor pages render only inside the area's route. */
export function useAdvisorOptions(): AdvisorOptions {
  const options = useContext(AdvisorOptionsContext);
  if (!options) throw new Error('An advisor page rendered outside the advisor area route.');
  return options;
}
