import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the users area offers on this brand. The area's manifest (app/areas/users.tsx) fills it
 * from the brand's flags; the login screens never read flags.
 */
export type UsersOptions = {
  /** Spec §1: Gateway accounts exist when the brand offers funds or stocks. */
  hasGateway: boolean;
  /** Spec §1: Fos accounts exist when the brand offers crypto. */
  hasFos: boolean;
  /** Spec §2.2: the reset password page (brand flag resetPassword). */
  canResetPassword: boolean;
  /** Spec §8: an advisor may sign in only when the brand has advisor mode. */
  isAdvisorModeOn: boolean;
};

const UsersOptionsContext = createContext<UsersOptions | null>(null);

/** Gives the users pages below it the area's options. */
export function UsersOptionsProvider(props: { value: UsersOptions; children: ReactNode }) {
  return <UsersOptionsContext value={props.value}>{props.children}</UsersOptionsContext>;
}

/** The users area's options; users pages render only inside the area's route. */
export function useUsersOptions(): UsersOptions {
  const options = useContext(UsersOptionsContext);
  if (!options) throw new Error('A users page rendered outside the users area route.');
  return options;
}
