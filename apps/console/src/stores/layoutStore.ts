import {
  DEFAULT_TABLE_DENSITY,
  type Locale,
  TABLE_DENSITIES,
  type TableDensity,
  type UserPreferences,
} from '@onsite/domain';
import {
  isLocale,
  type LayoutSettings,
  loadLayoutSettings,
  normalizeLayoutSettings,
  saveLayoutSettings,
} from '@onsite/ui';
import { create } from 'zustand';

/** Where the tables' density is kept between visits (the cache of the server's copy, D28). */
export const TABLE_DENSITY_STORAGE_KEY = 'onsite.tableDensity';

export interface LayoutState {
  /** The layout settings (spec 000 §9), saved locally. */
  settings: LayoutSettings;
  /** How much room a table row takes, saved locally. */
  tableDensity: TableDensity;
  /**
   * The language the last applied preferences name, null before any: the provider owns the language
   * shown (D1), and the console's preferences bridge switches it to this one.
   */
  appliedLocale: Locale | null;
  /** How many times preferences were applied: a load that started before a later one drops its answer. */
  revision: number;
}

export interface LayoutActions {
  /** Changes some layout settings and saves them all locally (the dev drawer, the side menu's fold). */
  update: (changes: Partial<LayoutSettings>) => void;
  /**
   * Applies a person's preferences (the server's copy, or one just saved) and caches them locally (D28);
   * the language goes through the provider (see `appliedLocale`).
   */
  applyPreferences: (preferences: UserPreferences) => void;
  /** Back to the locally saved values (or the defaults). */
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

function read(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStore()?.setItem(key, value);
  } catch {
    // Storage full or blocked: the value still applies for this visit.
  }
}

const isTableDensity = (value: unknown): value is TableDensity =>
  typeof value === 'string' && (TABLE_DENSITIES as readonly string[]).includes(value);

export const initialLayoutState = (): LayoutState => {
  const density = read(TABLE_DENSITY_STORAGE_KEY);
  return {
    settings: loadLayoutSettings(localStore()),
    tableDensity: isTableDensity(density) ? density : DEFAULT_TABLE_DENSITY,
    appliedLocale: null,
    revision: 0,
  };
};

/** The current values as preferences to save (D28), with the language shown. */
export const preferencesOf = (state: LayoutState, locale: Locale): UserPreferences => ({
  locale,
  tableDensity: state.tableDensity,
  layout: { ...state.settings },
});

export const useLayoutStore = create<LayoutStore>()((set, get) => ({
  ...initialLayoutState(),
  update: (changes) => {
    const settings = { ...get().settings, ...changes };
    const storage = localStore();
    if (storage) saveLayoutSettings(storage, settings);
    set({ settings });
  },
  applyPreferences: (preferences) => {
    const settings = normalizeLayoutSettings(preferences.layout);
    const tableDensity = isTableDensity(preferences.tableDensity)
      ? preferences.tableDensity
      : get().tableDensity;
    const appliedLocale = isLocale(preferences.locale) ? preferences.locale : get().appliedLocale;
    const storage = localStore();
    if (storage) saveLayoutSettings(storage, settings);
    write(TABLE_DENSITY_STORAGE_KEY, tableDensity);
    set({ settings, tableDensity, appliedLocale, revision: get().revision + 1 });
  },
  reset: () => set(initialLayoutState()),
}));
