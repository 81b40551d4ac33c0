import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Served by the API server under /admin (see the server's static-serving rules).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Vendor code changes less often than ours: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/, priority: 2 },
            // The dashboard's charts stay out: they load with the dashboard, not with every page.
            {
              name: 'vendor',
              test: /node_modules[\\/](?!(recharts|victory-vendor|d3-[a-z-]+|internmap|decimal\.js-light|@reduxjs|react-redux|redux|redux-thunk|immer|reselect|es-toolkit|eventemitter3)[\\/])/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
