/** A port on the loopback address that no process holds just now (./loopback-shop.mjs). */
export declare function freePort(): Promise<number>;
/** The environment of a production server answering on 127.0.0.1 at `port` (./loopback-shop.mjs). */
export declare function loopbackShopEnv(port: number, env?: Record<string, string>): NodeJS.ProcessEnv;
