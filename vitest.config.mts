import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/property/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A guard against a test that hangs on I/O, not a speed limit: a CPU-bound test sized by count
    // may take several times longer on a busy 2-core machine and is still right.
    testTimeout: 300_000,
  },
});
