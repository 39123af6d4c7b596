/** The repository root, wherever the command was started from. */
export declare const repoRoot: string;
/** Local data: `OJ_DATA_DIR` or `.data/` at the root. */
export declare function defaultDataDir(): string;
export declare const webRoot: string;
/** The module an area's Lambda function is bundled from; the CDK api stack uses the same path. */
export declare function areaHandlerPath(area: string): string;
export declare const judgeWorkerEntry: string;
