const UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

/** "1.5 MB" in the given language (Intl's sanctioned byte units, decimal multiples as they name). */
export function formatBytes(bytes: number, language: string): string {
  const [unit, size] = UNITS.find(([, size]) => bytes >= size) ?? ['byte', 1];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(bytes / size);
}
