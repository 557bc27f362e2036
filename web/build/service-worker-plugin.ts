import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** The dictionaries' section the offline page reads, and the site's name beside it. */
function offlineTexts(root: string, languages: readonly string[]): Record<string, Record<string, string>> {
  return Object.fromEntries(
    languages.map((language) => {
      const dictionary = JSON.parse(
        readFileSync(join(root, 'public', 'assets', 'i18n', `${language}.json`), 'utf8'),
      ) as {
        APP: { SITE_NAME: string };
        OFFLINE: Record<string, string>;
      };
      return [language, { ...dictionary.OFFLINE, SITE_NAME: dictionary.APP.SITE_NAME }];
    }),
  );
}

/**
 * Writes `dist/sw.js`, the service worker (src/sw/sw.ts and what it imports, bundled by esbuild as one classic
 * script, with the offline page's texts from both dictionaries). Its first line names the build (a hash of the
 * bundle's file names and of the worker itself): every build that changes the app changes the worker's bytes, so
 * browsers install the new one. At the site's root, so its scope is the whole site; the server sends it with
 * `Cache-Control: no-cache` like every file without a hash in its name.
 */
export function serviceWorker(options: { root: string; languages: readonly string[] }): Plugin {
  return {
    name: 'gd:service-worker',
    apply: 'build',
    async generateBundle(_output, bundle) {
      // The Gujarati font the offline page uses (from the worker's cache: the app stores it there for Gujarati readers).
      const gujaratiFont = Object.keys(bundle).find((f) =>
        /noto-sans-gujarati-gujarati-400-normal-[\w-]+\.woff2$/.test(f),
      );
      const result = await build({
        entryPoints: [join(options.root, 'src', 'sw', 'sw.ts')],
        bundle: true,
        format: 'iife',
        target: 'es2022',
        minify: true,
        charset: 'utf8', // the Gujarati texts as they are, not as \u escapes
        write: false,
        logLevel: 'silent',
        define: {
          __OFFLINE_TEXT__: JSON.stringify(offlineTexts(options.root, options.languages)),
          __OFFLINE_FONT__: JSON.stringify(gujaratiFont ? `/${gujaratiFont}` : null),
        },
      });
      const code = result.outputFiles[0]!.text;
      const version = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .update(code)
        .digest('hex')
        .slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: `// build ${version}\n${code}` });
    },
  };
}
