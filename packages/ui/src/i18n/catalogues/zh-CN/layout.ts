/** Texts of the layouts and the setting drawer (spec 001 §2, §8). */
export const layout = {} as const;
