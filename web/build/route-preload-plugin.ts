import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { pathRegExpSource } from '../../contracts/src/paths.ts';

export interface PreloadRoute {
  /** The pages this is for: entries of the route table (contracts/src/paths.ts), matched as the router matches them. */
  pages: readonly { readonly path: string }[];
  /** Narrower segments for some params (`{ id: ID_SEGMENT }`): URLs of these pages with other values are left alone. */
  params?: Readonly<Record<string, string>>;
  /**
   * The modules this path loads lazily: its page (`src/features/…/pages/x-page.tsx`, relative to the web root)
   * and anything else the route imports with it (a package path such as `@mantine/core/styles.layer.css`).
   */
  modules: string[];
  /**
   * API answers the page needs first, fetched with the code: URL templates where `:name` is that param of the page's
   * URL as it came (e.g. `/api/businesses/:id`). The app's own request for the same URL then takes the preloaded answer.
   */
  data?: string[];
}

export interface RoutePreloadOptions {
  routes: PreloadRoute[];
  /** Version query of the dictionaries (`/assets/i18n/{lng}.json?v=…`). */
  i18nVersion: string;
  /** Local storage key of the language and the languages there are (the first is the default). */
  languageKey: string;
  languages: readonly string[];
}

const isChunk = (item: OutputBundle[string]): item is OutputChunk => item.type === 'chunk';

/** The chunk and every chunk it imports statically, minus those the entry already loads. */
function closure(bundle: OutputBundle, start: OutputChunk, initial: Set<string>): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (js.has(chunk.fileName) || initial.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const name of chunk.imports) {
      const next = bundle[name];
      if (next && isChunk(next)) visit(next);
    }
  };
  visit(start);
  return { js: [...js], css: [...css] };
}

/**
 * Starts a page's own downloads while the app's code is still on its way (issue 4, Lighthouse on a phone):
 * a tiny `boot` script (same origin, so the CSP holds) preloads the visitor's dictionary and, for the page
 * the URL names, that page's lazy chunks and styles. Without it they wait for the app to start, one round
 * trip later. Nothing else changes: the app imports the same files and finds them in the cache. A page the server
 * rendered (`<html data-ssr>`) paints without scripts and carries its data: its scripts start after the first paint.
 */
export function routePreload(options: RoutePreloadOptions): Plugin {
  return {
    name: 'gd:route-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_output, bundle) {
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const initial = new Set<string>([entry.fileName]);
      const addInitial = (chunk: OutputChunk) => {
        for (const name of chunk.imports) {
          if (initial.has(name)) continue;
          initial.add(name);
          const next = bundle[name];
          if (next && isChunk(next)) addInitial(next);
        }
      };
      addInitial(entry);

      const table = options.routes.map((route) => {
        const patterns = route.pages.map((page) => pathRegExpSource(page.path, route.params));
        for (const template of route.data ?? []) {
          for (const [, name] of template.matchAll(/:(\w+)/g)) {
            const without = route.pages.find((page) => !page.path.includes(`/:${name}`));
            if (without) this.error(`route-preload: ${template} needs :${name}, which ${without.path} does not have`);
          }
        }
        const js = new Set<string>();
        const css = new Set<string>();
        for (const module of route.modules) {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(module));
          if (!chunk) {
            // A CSS-only import has no chunk of its own: its stylesheet is an asset.
            const sheet = Object.values(bundle).find(
              (item) =>
                item.type === 'asset' &&
                item.fileName.endsWith('.css') &&
                item.originalFileNames.some((name) => name.replaceAll('\\', '/').endsWith(module)),
            );
            if (!sheet) this.error(`route-preload: no chunk or stylesheet for ${module}`);
            css.add(sheet.fileName);
            continue;
          }
          const found = closure(bundle, chunk, initial);
          found.js.forEach((file) => js.add(file));
          found.css.forEach((file) => css.add(file));
        }
        return [patterns, [...js], [...css], route.data ?? []] as const;
      });

      // On a server-rendered page (`<html data-ssr>`) everything waits for the first paint: the app's own scripts
      // (the server parks them in <template id="app-scripts">), its dictionary and this page's chunks; the page's
      // data came with its HTML. Elsewhere they start at once, as the page needs them to show anything.
      const source = `(function(){var d=document,h=d.head,l,r=d.documentElement.hasAttribute('data-ssr');try{l=localStorage.getItem(${JSON.stringify(options.languageKey)})}catch(e){}
if(${JSON.stringify(options.languages)}.indexOf(l)<0)l=${JSON.stringify(options.languages[0])};
function a(k,f,s){var e=d.createElement('link');e.rel=k;e.href=f;if(s)e.as=s;e.crossOrigin='anonymous';h.appendChild(e)}
function go(){var s=d.getElementById('app-scripts');if(s)h.appendChild(s.content.cloneNode(true));
a('preload','/assets/i18n/'+l+'.json?v=${options.i18nVersion}','fetch');
var t=${JSON.stringify(table)},p=location.pathname,i,j,k,m;
for(i=0;i<t.length;i++){for(k=0,m=null;k<t[i][0].length&&!m;k++)m=new RegExp(t[i][0][k]).exec(p);
if(m){for(j=0;j<t[i][1].length;j++)a('modulepreload','/'+t[i][1][j]);for(j=0;j<t[i][2].length;j++)a('preload','/'+t[i][2][j],'style');
if(!r)for(j=0;j<t[i][3].length;j++)a('preload',t[i][3][j].replace(/:(\\w+)/g,function(_,n){return m.groups[n]}),'fetch');break}}}
function painted(){requestAnimationFrame(function(){setTimeout(go,0)})}
if(!r)go();else if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',painted);else painted()})();
`;
      // For the server's rendering of these pages (server/src/platform/ssr.ts): their stylesheets go in the
      // page's head, so the HTML paints styled before any script has run.
      this.emitFile({
        type: 'asset',
        fileName: 'ssr/route-assets.json',
        source: JSON.stringify(
          table.map(([paths, js, css]) => ({ paths, js, css })),
          null,
          1,
        ),
      });
      const ref = this.emitFile({ type: 'asset', name: 'boot.js', source });
      const bootFile = this.getFileName(ref);
      const html = bundle['index.html'];
      if (!html || html.type !== 'asset') this.error('route-preload: index.html is not in the bundle yet');
      const tag = `<script async src="/${bootFile}"></script>`;
      html.source = String(html.source).replace(/(<head>\s*)/, `$1${tag}\n    `);
    },
  };
}
