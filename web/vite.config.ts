import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { join } from 'node:path';

const SYSTEM_FONTS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * Keeps the first load small: the Lara theme ships ~700 KB of Inter font files, so we drop its
 * @font-face rules and use the system font stack; primeicons keeps only its woff2 file (every
 * browser we support reads it), so the build does not emit eot/ttf/svg copies nobody downloads.
 */
function lightweightFonts(): Plugin {
  return {
    name: 'lightweight-fonts',
    enforce: 'pre',
    transform(code, id) {
      if (/primereact[\\/]resources[\\/]themes[\\/].+\.css$/.test(id))
        return code.replace(/@font-face\s*{[^}]*}/g, '').replaceAll('"Inter var", sans-serif', SYSTEM_FONTS);
      if (/primeicons[\\/]primeicons\.css$/.test(id))
        return code.replace(/@font-face\s*{[^}]*}/, (rule) =>
          rule.replace(/src:[^;]*;\s*src:[^;]*;/, 'src: url("./fonts/primeicons.woff2") format("woff2");'),
        );
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
  plugins: [lightweightFonts(), react()],
  resolve: { alias: WEB_ALIASES },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The shell, login and each feature are separate chunks (React.lazy); report their sizes.
    reportCompressedSize: true,
  },
  server: {
    // `npm run dev:web` proxies the API to a runtime started with `npm start` (or PORT=...).
    proxy: { '/v1': process.env.API_URL ?? 'http://localhost:3000' },
  },
});
