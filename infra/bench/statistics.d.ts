/** The value below which `fraction` of the samples fall (nearest rank). */
export declare function percentile(samples: readonly number[], fraction: number): number;
export declare function median(samples: readonly number[]): number;
