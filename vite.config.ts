/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:8080',
      '/sim': 'http://localhost:8080',
      '/partner': 'http://localhost:8080',
      '/zzng_static': 'http://localhost:8080',
    },
  },
  test: {
    globals: true,
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'widgets/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    pool: 'forks',
    testTimeout: 20000,
  },
});
