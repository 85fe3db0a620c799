import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The page's first module (main.tsx) loads the app (app/start.tsx) with a dynamic import, so that the
 * opened screen's code and reads start first. This lets the browser fetch the app's files from the
 * moment it reads the page, rather than once main.tsx has run.
 */
function preloadApp(): Plugin {
  return {
    name: 'preload-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        const start = bundle && Object.values(bundle).find((c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/app/start.tsx'));
        if (!bundle || !start || start.type !== 'chunk') throw new Error('The app module (app/start.tsx) is not in the build');
        const files = new Set<string>();
        const styles = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (files.has(file) || chunk?.type !== 'chunk') return;
          files.add(file);
          chunk.imports.forEach(visit);
          chunk.viteMetadata?.importedCss.forEach((css) => styles.add(css));
        };
        visit(start.fileName);
        return [
          ...[...styles].map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', href: `/${f}` }, injectTo: 'head' as const })),
          ...[...files].map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

/**
 * Mantine's useId gives each input React's id, then swaps it for a random one in a layout effect, so
 * every input, label and popover draws a second time as a page opens, before its first frame. React's
 * own id is unique and stable, server or browser, so the swap is not needed: this module takes its place.
 */
function stableMantineIds(): Plugin {
  const file = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  return {
    name: 'stable-mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!file.test(id)) return null;
      return [
        "import { useId as useReactId } from 'react';",
        'export function useId(staticId) {',
        '  const id = useReactId();',
        "  return typeof staticId === 'string' ? staticId : `mantine-${id.replace(/[^a-zA-Z0-9_-]/g, '')}`;",
        '}',
      ].join('\n');
    },
  };
}

/** The libraries every page runs: React, the router, TanStack Query, Mantine and what they use. */
const EVERY_PAGE =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@mantine[\\/](core|hooks|notifications|modals)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|react-transition-group|clsx|@tabler)[\\/]/;
/** Mantine's inputs and widgets that only some screens use: they stay with those screens (the sign-in page would load them). */
const FORMS_ONLY =
  /@mantine[\\/]core[\\/].*[\\/]components[\\/](NumberInput|TagsInput|Pagination|Tabs|Stepper|Progress|Radio|Switch|Textarea|Grid|SegmentedControl|Chip|Slider|Timeline|Accordion|Table|Checkbox|Pill|PillsInput|Autocomplete|FloatingIndicator)[\\/]/;

/** The shared components the shell and the sign-in page import: they stay where the bundler puts them. */
const SHELL_COMPONENTS = /src[\\/]web[\\/]components[\\/](api|client|format|notify|reads|NumberFormat|SearchEverywhere|NotBuilt|NotFound|PageLoader|useAfterFirstPaint)\.tsx?$/;
/** The components the screens share (document forms, lists, reports) and the Mantine widgets only screens use. */
const SCREEN_PARTS = (id: string) =>
  (/src[\\/]web[\\/]components[\\/]/.test(id) && !SHELL_COMPONENTS.test(id)) ||
  FORMS_ONLY.test(id) ||
  /node_modules[\\/](@mantine[\\/]dates|dayjs|react-number-format|to-words)[\\/]/.test(id) ||
  /src[\\/]domain[\\/](words|construction)\.ts$/.test(id); // (amounts in words, the construction pickers' voucher types)

// The browser app lives in src/web and builds into dist/web, which the server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // A browser asks a server over HTTP/1.1 for six files at a time: the libraries every page runs
        // are one file, not forty small ones queued behind each other. Each screen keeps its own files.
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: (id: string) => EVERY_PAGE.test(id) && !FORMS_ONLY.test(id),
              priority: 20,
            },
            {
              // The app's small modules that its start and the screens share: one file, not four.
              name: 'shared',
              test: /src[\\/]web[\\/](app[\\/]auth|components[\\/](notify|format|useAfterFirstPaint))\.tsx?$/,
              priority: 15,
              includeDependenciesRecursively: false,
            },
            {
              name: 'screens',
              test: SCREEN_PARTS,
              priority: 10,
              // Not what they import: the early start's own modules (the API client) stay out of it.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  plugins: [
    react(),
    stableMantineIds(),
    preloadApp(),
    VitePWA({
      filename: 'sw.js',
      // a new build waits for the clerk's Reload (app/serviceWorker.ts), rather than taking over mid-bill
      registerType: 'prompt',
      injectRegister: false,
      manifest: false,
      workbox: { navigateFallbackDenylist: [/^\/api/], globPatterns: ['**/*.{js,css,html,svg,png,woff2}'], maximumFileSizeToCacheInBytes: 5_000_000 },
    }),
  ],
});
