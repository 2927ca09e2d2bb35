/**
 * docs/performance.md: `npm run bench` rewrites the section between its two markers with the latest
 * figures, as a Markdown table that Prettier leaves as it is. The rest of the file (the history,
 * written by people) is kept byte for byte.
 */
import fs from 'node:fs';
import { formatBudget, formatValue, mark, summary, type Figure, type machineInfo } from './report';

export const START_MARKER = '<!-- bench:start -->';
export const END_MARKER = '<!-- bench:end -->';

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * `doc` with `body` between the markers in place of what was there. A file without the markers
 * gets them, around `body`, after its title (its first `# ` line), or at its top when it has none.
 * Markers that are not one start followed by one end are an error: the file is left to a person.
 */
export function replaceBenchSection(doc: string, body: string): string {
  const starts = count(doc, START_MARKER);
  const ends = count(doc, END_MARKER);
  const section = `${START_MARKER}\n\n${body.trim()}\n\n${END_MARKER}`;
  if (starts === 0 && ends === 0) {
    const title = /^# .*$/m.exec(doc);
    if (!title) return `${section}\n\n${doc}`;
    const after = title.index + title[0].length;
    const rest = doc.slice(after).replace(/^(\r?\n)+/, '');
    return `${doc.slice(0, after)}\n\n${section}\n${rest.length > 0 ? `\n${rest}` : ''}`;
  }
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (starts !== 1 || ends !== 1 || end < start) {
    throw new Error(`expected one ${START_MARKER} followed by one ${END_MARKER}`);
  }
  return doc.slice(0, start) + section + doc.slice(end + END_MARKER.length);
}

/** A table cell: one line, its pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** A Markdown table with its columns padded as Prettier pads them. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const cells = [header, ...rows].map((row) => row.map(cell));
  const width = (text: string) => [...text].length;
  const widths = header.map((_, i) => Math.max(3, ...cells.map((row) => width(row[i] ?? ''))));
  const line = (row: readonly string[]) =>
    `| ${widths.map((w, i) => (row[i] ?? '') + ' '.repeat(w - width(row[i] ?? ''))).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head!), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...body.map(line)].join('\n');
}

export interface BenchRun {
  /** When the bench ran (ISO 8601). */
  date: string;
  machine: ReturnType<typeof machineInfo>;
  parts: readonly string[];
  elapsedSeconds: number;
  figures: readonly Figure[];
  notes?: readonly string[];
}

/** The section's text: when and where the bench ran, then every figure with its budget and result. */
export function benchSection(run: BenchRun): string {
  const { machine, figures } = run;
  const { passed, failed } = summary(figures);
  const when = run.date.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
  const rows = figures.map((f) => [f.group, f.name, formatValue(f), formatBudget(f), mark(f), f.note ?? '']);
  return [
    '## Latest figures',
    '',
    '`npm run bench` rewrites this section, between its two markers, with the figures of its latest run;',
    'the rest of the file is kept as written.',
    '',
    `- Run: ${when}, ${run.elapsedSeconds} s; parts: ${run.parts.join(', ')}.`,
    `- Machine: ${machine.cpuCount} × ${machine.cpuModel}, ${machine.memoryGb} GB, ${machine.platform}, ` +
      `Node.js ${machine.node}; load average ${machine.loadAverage.join(' ')} at the start.`,
    `- Budgets: ${passed} passed, ${failed} failed.`,
    ...(run.notes ?? []).map((note) => `- ${note}`),
    '',
    markdownTable(['Part', 'Figure', 'Value', 'Budget', 'Result', 'Note'], rows),
  ].join('\n');
}

/**
 * Rewrites the section of `file` with the run's figures. Answers what went wrong instead of
 * throwing: the figures are in bench/results.json whatever happens to the document.
 */
export function writeBenchSection(file: string, run: BenchRun): string | null {
  try {
    const doc = fs.readFileSync(file, 'utf8');
    const updated = replaceBenchSection(doc, benchSection(run));
    if (updated !== doc) fs.writeFileSync(file, updated);
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
