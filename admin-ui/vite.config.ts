import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the API server under /admin (see the server's static-serving rules).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets scripts/bench-bundle.mjs find the shell's chunk.
    manifest: true,
    rolldownOptions: {
      output: {
        // React and its router change least often and nearly every page needs them: their own chunks
        // stay cached across releases. Nothing else is grouped: a group takes in what lazy pages
        // alone use (MUI components, qrcode, charts), and the shell would download it all.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Apart from React: the sign-in page (src/login) has no router.
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
