/** The browser the tests drive (./test-browser.mjs). */
export declare const TEST_BROWSER: string;
