import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    // Relative WEB_DIST_DIR values resolve against the working directory, as the server does.
    outDir: process.env.WEB_DIST_DIR ? path.resolve(process.env.WEB_DIST_DIR) : 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Read by scripts/prerender.mjs to preload the landing page's chunks (then deleted).
    manifest: true,
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/uploads': { target: apiTarget, changeOrigin: false },
    },
  },
});
