/** What `npm run bench` measures, and how hard: each setting from the environment, with its default. */

export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
export const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
export const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 5_000);
/** BENCH_ONLY=reviews,purchase runs only the scenarios whose name contains one of the words. */
export const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];
/** Starts of each database's server timed: the figure is their median. */
export const START_SAMPLES = 3;
/** BENCH_LOG_LEVEL=silent (or warn…) runs the shop at another log level than its default (info), to compare. */
export const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || undefined;
/** BENCH_DATABASES=pglite (or postgres) measures one database only. */
export const DATABASES = process.env.BENCH_DATABASES?.split(',') ?? ['pglite', 'postgres'];
