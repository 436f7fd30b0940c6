import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { storeSimpleLayout, storedSimpleLayout } from './preferences';

/** Layout preferences held by the page (spec §2.16). */
export type LayoutPreferences = {
  isSimpleLayout: boolean;
  setSimpleLayout: (isSimple: boolean) => void;
};

const PreferencesContext = createContext<LayoutPreferences | null>(null);

/** Holds the layout preferences, starting from what is stored. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [isSimpleLayout, setIsSimpleLayout] = useState(storedSimpleLayout);
  const value = useMemo<LayoutPreferences>(
    () => ({
      isSimpleLayout,
      setSimpleLayout: (isSimple) => {
        storeSimpleLayout(isSimple);
        setIsSimpleLayout(isSimple);
      },
    }),
    [isSimpleLayout],
  );
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}

/** The layout preferences and their setter. */
export function useLayoutPreferences(): LayoutPreferences {
  const preferences = use(PreferencesContext);
  if (!preferences) throw new Error('useLayoutPreferences needs a PreferencesProvider above it');
  return preferences;
}
