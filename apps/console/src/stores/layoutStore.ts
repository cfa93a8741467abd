import { type LayoutSettings, loadLayoutSettings, saveLayoutSettings } from '@onsite/ui';
import { create } from 'zustand';

export interface LayoutState {
  /** The layout settings saved locally (spec 000 §9). */
  settings: LayoutSettings;
}

export interface LayoutActions {
  /** Changes some settings and saves them all. */
  update: (changes: Partial<LayoutSettings>) => void;
  /** Back to the saved settings (or the defaults). */
  reset: () => void;
}

export type LayoutStore = LayoutState & LayoutActions;

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export const initialLayoutState = (): LayoutState => ({ settings: loadLayoutSettings(localStore()) });

export const useLayoutStore = create<LayoutStore>()((set, get) => ({
  ...initialLayoutState(),
  update: (changes) => {
    const settings = { ...get().settings, ...changes };
    const storage = localStore();
    if (storage) saveLayoutSettings(storage, settings);
    set({ settings });
  },
  reset: () => set(initialLayoutState()),
}));
