/** Builds the web app once if it has never been built, so a fresh clone serves a page at `/`. */
export declare function ensureWebBuilt(): Promise<'built' | 'present'>;
