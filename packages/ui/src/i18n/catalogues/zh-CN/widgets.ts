/** Texts of the shell widgets (spec 000 §2.3, §4.5, §9). */
export const widgets = {} as const;
