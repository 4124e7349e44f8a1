import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The theme's primary indigo (#6366f1) gives white text on buttons and indigo links on white a
 * contrast of 4.47, under WCAG AA's 4.5; one shade darker (indigo 600) gives 6.3 (decision 029).
 */
const ACCESSIBLE_PRIMARY = '#4f46e5';
const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Keeps the first load small: the Lara theme ships ~700 KB of Inter font files, so we drop its
 * @font-face rules and use the system font stack (and its primary colour becomes a readable one); primeicons keeps only its woff2 file (every
 * browser we support reads it), so the build does not emit eot/ttf/svg copies nobody downloads.
 */
function lightweightFonts(): Plugin {
  return {
    name: 'lightweight-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (/primereact[\\/]resources[\\/]themes[\\/].+\.css$/.test(id))
        return code
          .replace(/@font-face\s*{[^}]*}/g, '')
          .replaceAll('"Inter var", sans-serif', SYSTEM_FONTS)
          .replace(/#6366f1/gi, ACCESSIBLE_PRIMARY);
      if (/primeicons[\\/]primeicons\.css$/.test(id))
        return code.replace(/@font-face\s*{[^}]*}/, (rule) =>
          rule.replace(/src:[^;]*;\s*src:[^;]*;/, 'src: url("./fonts/primeicons.woff2") format("woff2");'),
        );
    },
  };
}

/** What is worth compressing: text, above the size where the headers outweigh the saving. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a `.br` and a `.gz` copy beside every compressible file of the build, at the highest
 * levels (done once per build, not per request), for the local server to send to browsers that
 * accept them (infra/local/server.ts). In AWS CloudFront compresses on its own (`compress: true`);
 * the copies are not uploaded there (infra/aws/web.ts).
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle({ dir }) {
      for (const entry of readdirSync(dir!, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = join(entry.parentPath, entry.name);
        const body = readFileSync(file);
        if (body.length < MIN_COMPRESS_BYTES) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** A module id as a path with forward slashes, for the tests below. */
const matches = (pattern: RegExp) => (id: string) => pattern.test(id.replaceAll('\\', '/'));

/**
 * Fewer, larger chunks for what pages load anyway (decision 024): a cold list page made 22 script
 * requests of automatic chunks, many under 1 KB. Each group takes its modules and, recursively,
 * those they import that a higher group did not take, so a group depends only on higher ones and
 * no two chunks import each other (noChunkCycles checks it). The order matters: the entry's own
 * modules first, else a lower group would take one (react-dom) and /login would load that group.
 */
const CHUNK_GROUPS = [
  // Everything the entry imports: one chunk, the first paint of every page.
  { name: 'entry', priority: 50, tags: ['$initial' as const] },
  // The sign-in page and what it shares with the signed-in app (the API client, toasts, form state).
  { name: 'login', priority: 40, test: matches(/\/web\/src\/features\/auth\/routes\/login-page\.tsx$/) },
  // The PrimeReact core and the components of the shell and of every list (menu, toast, button,
  // text input, tooltip, icons), with the cache and date libraries: every signed-in page loads them.
  {
    name: 'vendor',
    priority: 30,
    test: matches(/node_modules\/(primereact\/(api|utils|hooks|componentbase|csstransition|portal|ripple|overlayservice|menu|toast|button|tooltip|keyfilter|inputtext|iconbase|icons)|swr|dequal|dayjs|react-transition-group|dom-helpers|@babel\/runtime)\//),
  },
  // The signed-in shell (header, menu, sidebar, toast outlets).
  { name: 'shell', priority: 20, test: matches(/\/web\/src\/app\/(signed-in-app|toast-outlets)\.tsx$/) },
  // The list machinery every list screen and the dashboard use.
  { name: 'lists', priority: 10, test: matches(/\/web\/src\/components\/list-page\/(list-page|columns)\.tsx$/) },
];

/**
 * Fails the build when two chunks import each other, directly or through others: with rolldown's
 * default execution order such a cycle can run a module before one it needs (decision 024).
 */
function noChunkCycles(): Plugin {
  return {
    name: 'no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map(Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [])));
      const done = new Set<string>();
      const visit = (file: string, path: string[]) => {
        if (path.includes(file)) this.error(`Chunks import each other: ${[...path.slice(path.indexOf(file)), file].join(' -> ')}`);
        if (done.has(file)) return;
        for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
        done.add(file);
      };
      for (const file of imports.keys()) visit(file, []);
    },
  };
}

/** `@/` is web/src, `@shared/` the repo's shared/ (tsconfig.json "paths" says the same to the type checker and the linter). */
export const WEB_ALIASES = {
  '@': join(import.meta.dirname, 'src'),
  '@shared': join(import.meta.dirname, '../shared'),
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [lightweightFonts(), react(), precompress(), noChunkCycles()],
  resolve: { alias: WEB_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The shell, login and each feature are separate chunks (React.lazy); report their sizes.
    reportCompressedSize: true,
    rolldownOptions: {
      // shared/ only declares (schemas, texts, rules): a module of it whose exports a chunk does not
      // use is left out, though building its zod schemas would run code. So a screen that takes a
      // text from a module does not load the schemas beside it, nor zod (decision 024).
      treeshake: { moduleSideEffects: [{ test: /^(?!.*node_modules).*[\\/]shared[\\/][^.]+\.ts$/, sideEffects: false }] },
      output: { codeSplitting: { groups: CHUNK_GROUPS } },
    },
  },
  server: {
    // `npm run dev:web` proxies the API to a runtime started with `npm start` (or PORT=...).
    proxy: { '/v1': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
