/** Compiles the server into `outdir` (default dist/server); resolves with the path of its main module. */
export function buildServer(outdir?: string): Promise<string>;
