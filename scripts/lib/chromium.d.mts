export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function isChromiumAvailable(path?: string): boolean;
export declare function chromiumMissingMessage(path?: string): string;
export interface ChromiumDecision {
  action: 'run' | 'skip' | 'fail';
  path: string;
  message: string;
}
export declare function chromiumDecision(env?: NodeJS.ProcessEnv, path?: string): ChromiumDecision;
export declare function printBanner(message: string, stream?: NodeJS.WritableStream): void;
