/**
 * The bench's figures, their budgets and the two outputs: an aligned table on
 * stdout and bench/results.json with the machine it ran on.
 */
import fs from 'node:fs';
import os from 'node:os';

/** A budget a figure must meet: `value <op> limit`. */
export interface Budget {
  op: '<=' | '<' | '>=' | '=';
  limit: number;
}

export interface Figure {
  /** The part of the bench it belongs to, e.g. "API" or "Lighthouse /recipes". */
  group: string;
  name: string;
  /** null when the figure could not be measured (the note says why). */
  value: number | null;
  unit: string;
  budget: Budget | null;
  /** null when there is no budget; false when budgeted but not measured. */
  pass: boolean | null;
  note?: string;
  /** Extra detail kept in results.json only (e.g. the files behind a size). */
  detail?: unknown;
}

export function meets(value: number, budget: Budget): boolean {
  switch (budget.op) {
    case '<=':
      return value <= budget.limit;
    case '<':
      return value < budget.limit;
    case '>=':
      return value >= budget.limit;
    case '=':
      return value === budget.limit;
  }
}

/** Builds a figure and marks it against its budget (a missing value fails a budget). */
export function figure(
  group: string,
  name: string,
  value: number | null,
  unit: string,
  budget: Budget | null = null,
  note?: string,
): Figure {
  const pass = budget ? value !== null && meets(value, budget) : null;
  return { group, name, value, unit, budget, pass, ...(note ? { note } : {}) };
}

/** The median of the known values (null when none is known). */
export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = Math.floor(known.length / 2);
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}

function formatNumber(value: number, unit: string): string {
  if (unit === 'KB') return value.toFixed(1);
  if (unit === 'ms') return value < 10 ? value.toFixed(1) : value.toFixed(0);
  if (unit === '%') return value.toFixed(0);
  if (unit === '' && !Number.isInteger(value)) return value.toFixed(3);
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}

export function formatValue(f: Figure): string {
  if (f.value === null) return 'not available';
  const unit = f.unit === '' ? '' : f.unit === '%' ? '%' : ` ${f.unit}`;
  return `${formatNumber(f.value, f.unit)}${unit}`;
}

export function formatBudget(f: Figure): string {
  if (!f.budget) return '';
  const unit = f.unit === '' ? '' : f.unit === '%' ? '%' : ` ${f.unit}`;
  const limit = Number.isInteger(f.budget.limit)
    ? String(f.budget.limit)
    : formatNumber(f.budget.limit, f.unit);
  return `${f.budget.op} ${limit}${unit}`;
}

/** PASS or FAIL against the budget; empty without one. */
export function mark(f: Figure): string {
  if (f.pass === null) return '';
  return f.pass ? 'PASS' : 'FAIL';
}

/** The table: one section per group, columns padded to their widest cell, notes at the end. */
export function formatTable(figures: readonly Figure[]): string {
  const header = ['Figure', 'Value', 'Budget', 'Result', ''];
  const rows = figures.map((f) => [`  ${f.name}`, formatValue(f), formatBudget(f), mark(f), f.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, i) => (i === 1 || i === 2 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const out: string[] = [line(header), line(widths.slice(0, 4).map((w) => '-'.repeat(w)))];
  let group = '';
  figures.forEach((f, i) => {
    if (f.group !== group) {
      group = f.group;
      out.push(group);
    }
    out.push(line(rows[i]!));
  });
  return out.join('\n');
}

/** The group prefix of the API figures measured on PostgreSQL. */
export const POSTGRES_GROUP = 'API on PostgreSQL';

/** The API figures of both engines side by side: one row per route and figure. */
export function formatEngines(figures: readonly Figure[]): string {
  const onPostgres = new Map(
    figures
      .filter((f) => f.group.startsWith(`${POSTGRES_GROUP} `))
      .map((f) => [`${f.group.slice(POSTGRES_GROUP.length + 1)}|${f.name}`, f]),
  );
  const rows = figures
    .filter((f) => f.group.startsWith('API ') && !f.group.startsWith(`${POSTGRES_GROUP} `))
    .map((f) => {
      const pg = onPostgres.get(`${f.group.slice(4)}|${f.name}`);
      return [`${f.group.slice(4)}: ${f.name}`, formatValue(f), pg ? formatValue(pg) : '-'];
    });
  const header = ['API figure', 'SQLite', 'PostgreSQL'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

export function summary(figures: readonly Figure[]): { passed: number; failed: number } {
  const budgeted = figures.filter((f) => f.pass !== null);
  const passed = budgeted.filter((f) => f.pass).length;
  return { passed, failed: budgeted.length - passed };
}

export interface RunInfo {
  durationSeconds: number;
  connections: number;
  lighthouseRuns: number;
  hydrationRuns: number;
  parts: string[];
  notes: string[];
  elapsedSeconds: number;
  /** The machine's load when the bench ended (the start is in machine.loadAverage). */
  loadAverageAtEnd: number[];
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 1024 ** 3),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    platform: `${os.platform()} ${os.release()}`,
    node: process.version,
  };
}

export function writeResults(
  file: string,
  figures: readonly Figure[],
  run: RunInfo,
  machine: ReturnType<typeof machineInfo>,
  date = new Date().toISOString(),
): void {
  const { passed, failed } = summary(figures);
  const results = {
    date,
    machine,
    run,
    budgets: { passed, failed },
    figures,
  };
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
