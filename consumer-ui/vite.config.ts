import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  base: '/',
  plugins: [react()],
  // '@/…' imports resolve through tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  // The manifest lets scripts/bench-bundle.mjs find the login route's lazy chunk.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
