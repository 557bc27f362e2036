export declare const repoRoot: string;
export declare const buildOutputs: string[];
export type BuildState = 'missing' | 'stale' | 'fresh';
export declare function buildState(): BuildState;
export declare function run(
  command: string,
  args: string[],
  options?: { cwd?: string; env?: NodeJS.ProcessEnv; stdio?: 'inherit' | 'ignore' | 'pipe' },
): Promise<void>;
export declare function ensureBuilt(options?: {
  rebuildStale?: boolean;
  log?: (message: string) => void;
}): Promise<BuildState | 'built'>;
export declare function getFreePort(host?: string): Promise<number>;
export declare function copyWebDist(dest: string): Promise<string>;
export declare function makeTempDir(prefix: string): Promise<string>;
export declare function removeDir(dir: string | undefined): Promise<void>;
export declare function waitForHealth(
  url: string,
  options?: { timeoutMs?: number; isDead?: () => string | null },
): Promise<void>;
export interface RunningServer {
  url: string;
  port: number;
  pid: number | undefined;
  output(): string;
  exitReason(): string | null;
  stop(): Promise<void>;
}
export declare function startServer(options: {
  dataDir: string;
  port?: number;
  host?: string;
  env?: Record<string, string | undefined>;
  timeoutMs?: number;
  logFile?: string;
  /** The script to run (default server/dist/main.js). */
  entry?: string;
}): Promise<RunningServer>;
