import { format } from 'node:util';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { LOCALE_LOADER, LOCALES } from './src/providers/i18n';

// findBy* and waitFor wait for an outcome, never time it: on a loaded 2-core machine an answer can
// take longer than testing-library's default second (the stories wait the same 5 s).
configure({ asyncUtilTimeout: 5000 });

/**
 * A React or antd warning is a failure (issue 13): whatever a test prints through console.error or
 * console.warn fails that test at its end, with the messages. A test that provokes an error on
 * purpose silences it itself (`vi.spyOn(console, 'error').mockImplementation(…)`).
 */
const printed: string[] = [];
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  printed.length = 0;
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      printed.push(`console.${level}: ${format(...args)}`);
      original[level](...args);
    };
  }
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (printed.length > 0) {
    const messages = printed.splice(0);
    throw new Error(`The test printed ${messages.length} warning(s) or error(s):\n${messages.join('\n')}`);
  }
});

// OnsiteProvider loads each language but en-US when it is first shown (issue 19); the tests of the
// components start with every language loaded, as after a visit that used them all. The loading
// itself is tested with loaders of its own (OnsiteProvider/localeLoading.test.tsx).
beforeAll(() => Promise.all(LOCALES.map((locale) => LOCALE_LOADER.load(locale))));
