import { createContext, use, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import {
  applyGainColour,
  storeGainColour,
  storeSimpleLayout,
  storedGainColour,
  storedSimpleLayout,
  type GainColour,
} from './preferences';

/** Layout preferences held by the page (spec §2.16) and the colour of gains (UI style). */
export type LayoutPreferences = {
  isSimpleLayout: boolean;
  setSimpleLayout: (isSimple: boolean) => void;
  gainColour: GainColour;
  setGainColour: (gainColour: GainColour) => void;
};

const PreferencesContext = createContext<LayoutPreferences | null>(null);

/** Holds the layout preferences and the gain colour, starting from what is stored. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [isSimpleLayout, setIsSimpleLayout] = useState(storedSimpleLayout);
  const [gainColour, setGainColourState] = useState(storedGainColour);
  useLayoutEffect(() => applyGainColour(gainColour), [gainColour]);
  const value = useMemo<LayoutPreferences>(
    () => ({
      isSimpleLayout,
      setSimpleLayout: (isSimple) => {
        storeSimpleLayout(isSimple);
        setIsSimpleLayout(isSimple);
      },
      gainColour,
      setGainColour: (next) => {
        storeGainColour(next);
        setGainColourState(next);
      },
    }),
    [isSimpleLayout, gainColour],
  );
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}

/** The layout preferences and their setter. */
export function useLayoutPreferences(): LayoutPreferences {
  const preferences = use(PreferencesContext);
  if (!preferences) throw new Error('useLayoutPreferences needs a PreferencesProvider above it');
  return preferences;
}
