import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and the embedded identity provider run in the server process (port 8080);
// proxying them keeps the browser on one origin, as in production.
const backend = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': backend,
      '/idp': backend,
    },
  },
  preview: {
    proxy: {
      '/api': backend,
      '/idp': backend,
    },
  },
});
