import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import {
  benchSection,
  END_MARKER,
  markdownTable,
  replaceBenchSection,
  START_MARKER,
} from './performance-doc';
import { figure } from './report';

const HISTORY = [
  '## 2026-11-26: recipe search',
  '',
  'Written by a person. Kept | as is, <!-- a comment --> and all.',
  '',
  '| Route | Before |',
  '| ----- | ------ |',
  '| a     | b      |',
  '',
].join('\n');

const marked = (body: string) =>
  `# Performance figures\n\n${START_MARKER}\n\n${body}\n\n${END_MARKER}\n\nIntro.\n\n${HISTORY}`;

describe('replaceBenchSection', () => {
  it('replaces only what is between the markers', () => {
    const doc = marked('old figures\n\nmore old figures');
    const updated = replaceBenchSection(doc, 'new figures');
    expect(updated).toBe(marked('new figures'));
    const end = updated.indexOf(END_MARKER) + END_MARKER.length;
    expect(updated.slice(end)).toBe(doc.slice(doc.indexOf(END_MARKER) + END_MARKER.length));
    expect(updated.slice(0, updated.indexOf(START_MARKER))).toBe('# Performance figures\n\n');
  });

  it('gives the same file when run again with the same figures', () => {
    const once = replaceBenchSection(marked('old'), 'new\n');
    expect(replaceBenchSection(once, 'new\n')).toBe(once);
  });

  it('keeps an empty section’s neighbours and Windows line endings elsewhere', () => {
    const doc = `# T\r\n\r\n${START_MARKER}${END_MARKER}\r\n\r\nKept.\r\n`;
    expect(replaceBenchSection(doc, 'x')).toBe(
      `# T\r\n\r\n${START_MARKER}\n\nx\n\n${END_MARKER}\r\n\r\nKept.\r\n`,
    );
  });

  it('puts the markers after the title when the file has none', () => {
    const doc = `# Performance figures\n\nIntro.\n\n${HISTORY}`;
    expect(replaceBenchSection(doc, 'figures')).toBe(
      `# Performance figures\n\n${START_MARKER}\n\nfigures\n\n${END_MARKER}\n\nIntro.\n\n${HISTORY}`,
    );
    expect(replaceBenchSection('# Title\n', 'figures')).toBe(
      `# Title\n\n${START_MARKER}\n\nfigures\n\n${END_MARKER}\n`,
    );
    expect(replaceBenchSection('Intro.\n', 'figures')).toBe(
      `${START_MARKER}\n\nfigures\n\n${END_MARKER}\n\nIntro.\n`,
    );
  });

  it('refuses markers that are not one start followed by one end', () => {
    expect(() => replaceBenchSection(`${START_MARKER}\nx\n`, 'y')).toThrow();
    expect(() => replaceBenchSection(`${END_MARKER}\nx\n${START_MARKER}\n`, 'y')).toThrow();
    expect(() => replaceBenchSection(`${marked('a')}\n${marked('b')}`, 'y')).toThrow();
  });
});

describe('benchSection', () => {
  const run = {
    date: '2026-11-26T15:40:12.345Z',
    machine: {
      cpuCount: 2,
      cpuModel: 'AMD EPYC',
      memoryGb: 24,
      loadAverage: [1.5, 2, 2.25],
      platform: 'linux 6.18',
      node: 'v20.20.2',
    },
    parts: ['bundle', 'hydration'],
    elapsedSeconds: 95,
    figures: [
      figure(
        'Bundle',
        'first screen (/) JavaScript, gzip',
        181.23,
        'KB',
        { op: '<=', limit: 200 },
        '12 files',
      ),
      figure('Hydration home (/)', 'window: hydrated − FCP', 2400, 'ms', { op: '<', limit: 2000 }, 'a | b'),
      figure('Taps', 'phone menu (/)', null, 'ms', null, 'not found'),
    ],
  };

  it('lists the run, the machine and every figure with its budget and result', () => {
    const text = benchSection(run);
    expect(text).toContain('2026-11-26 15:40 UTC');
    expect(text).toContain('2 × AMD EPYC, 24 GB, linux 6.18, Node.js v20.20.2');
    expect(text).toContain('Budgets: 1 passed, 1 failed.');
    expect(text).toMatch(
      /\| first screen \(\/\) JavaScript, gzip +\| 181\.2 KB +\| <= 200 KB +\| PASS +\| 12 files/,
    );
    expect(text).toMatch(/\| window: hydrated − FCP +\| 2400 ms +\| < 2000 ms +\| FAIL +\| a \\\| b/);
    expect(text).toMatch(/\| phone menu \(\/\) +\| not available +\| +\| +\| not found/);
  });

  it('is as Prettier would write it, so the document stays formatted', async () => {
    const doc = replaceBenchSection(marked('old'), benchSection(run));
    const options = (await resolveConfig('docs/performance.md')) ?? {};
    expect(await format(doc, { ...options, parser: 'markdown' })).toBe(doc);
  });
});

describe('markdownTable', () => {
  it('pads every column to its widest cell, at least three wide', () => {
    expect(markdownTable(['A', 'Longer'], [['x', 'y']])).toBe(
      ['| A   | Longer |', '| --- | ------ |', '| x   | y      |'].join('\n'),
    );
  });
});
