export const I18N_PROJECT: string;
export const I18N_MESSAGES: string;
export const I18N_OUTDIR: string;
export const I18N_STAMP: string;
export function cataloguesFingerprint(root: string): string;
export function cataloguesAreFresh(root: string): boolean;
export function ensureCatalogues(root: string): void;
