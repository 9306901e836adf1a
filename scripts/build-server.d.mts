/** What the build makes, each from its source (./build-server.mjs). */
export declare const ENTRIES: Readonly<Record<'server' | 'make-admin' | 'backup' | 'restore', string>>;
/** Bundles the server and its commands into `outdir`, a folder directly inside apps/server; answers its absolute path. */
export declare function buildServer(outdir?: string): Promise<string>;
