import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

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
        // A few files instead of hundreds of small ones: a browser asks a server over HTTP/1.1 for six
        // files at a time, so forty small files of the first page cost several round trips in a row.
        // The libraries every page runs are one file; the screens keep their own files, which the
        // opened screen fetches while that one runs (app/earlyStart.ts).
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@mantine[\\/](core|hooks|notifications|modals)|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib|react-transition-group|clsx|@tabler)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  plugins: [
    react(),
    VitePWA({
      filename: 'sw.js',
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: { navigateFallbackDenylist: [/^\/api/], globPatterns: ['**/*.{js,css,html,svg,png,woff2}'], maximumFileSizeToCacheInBytes: 5_000_000 },
    }),
  ],
});
