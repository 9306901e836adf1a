/** The environment the shop's server process starts with (./shop-env.mjs). */
export declare const SHOP_ENV: Readonly<{ NODE_ENV: string; MALLOC_MMAP_THRESHOLD_: string; NODE_OPTIONS: string }>;
