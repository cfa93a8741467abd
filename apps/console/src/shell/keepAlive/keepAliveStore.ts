import { create } from 'zustand';

/** What the kept screens tell the tab bar, and what the tab bar asks of them (issue 16 item 5). */
export interface KeepAliveState {
  /** Keys (pathnames) of the tabs whose screens hold unsaved input. */
  unsaved: readonly string[];
  /** How often each tab was refreshed: a new number mounts its screen anew. */
  versions: Readonly<Record<string, number>>;
}

export interface KeepAliveActions {
  /** Marks a tab's screen as holding unsaved input, or not. */
  setUnsaved: (key: string, unsaved: boolean) => void;
  /** Mounts a tab's screen anew (its state dropped, its queries fetched again). */
  refresh: (key: string) => void;
  /** Forgets the tabs whose screens were dropped (closed). */
  forget: (keys: readonly string[]) => void;
  /** Forgets everything (the shell left: sign-out). */
  reset: () => void;
}

const initial: KeepAliveState = { unsaved: [], versions: {} };

export const useKeepAliveStore = create<KeepAliveState & KeepAliveActions>()((set) => ({
  ...initial,
  setUnsaved: (key, unsaved) =>
    set((state) => {
      if (state.unsaved.includes(key) === unsaved) return state;
      return { unsaved: unsaved ? [...state.unsaved, key] : state.unsaved.filter((item) => item !== key) };
    }),
  refresh: (key) =>
    set((state) => ({
      unsaved: state.unsaved.filter((item) => item !== key),
      versions: { ...state.versions, [key]: (state.versions[key] ?? 0) + 1 },
    })),
  forget: (keys) =>
    set((state) => {
      if (!keys.some((key) => state.unsaved.includes(key) || key in state.versions)) return state;
      const versions = { ...state.versions };
      for (const key of keys) delete versions[key];
      return { unsaved: state.unsaved.filter((item) => !keys.includes(item)), versions };
    }),
  reset: () => set(initial),
}));
