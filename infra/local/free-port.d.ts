/** Resolves when `port` can be bound on the loopback address, or rejects naming what holds it. */
export declare function ensurePortFree(port: number, purpose: string): Promise<void>;
/** A port the OS says is free right now. */
export declare function freePort(): Promise<number>;
/** The preferred port when free, else any free one: fixed ports are handy, collisions are not. */
export declare function preferredOrFreePort(preferred: number): Promise<number>;
