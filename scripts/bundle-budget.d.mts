import type { Browser } from '@playwright/test';

/** A script or stylesheet the home page downloaded, with its size gzipped at level 9. */
export interface DownloadedFile {
  type: 'script' | 'stylesheet';
  name: string;
  gzipped: number;
  text: string;
}
/** The home page's budget, in bytes gzipped (./bundle-budget.mjs). */
export declare const BUDGET: Readonly<{ js: number; css: number }>;
/** Every script and stylesheet the home page at `base` downloads in a new context (an empty cache) of `browser`. */
export declare function homePageDownload(browser: Browser, base: string): Promise<DownloadedFile[]>;
/** The files with their sizes as lines to print, and what breaks the budget or its rules, one sentence each. */
export declare function checkBudget(files: DownloadedFile[]): { report: string[]; problems: string[] };
