import type { ModuleVersion } from '../types/module';
import { compareVersions } from './compare-versions';

/** Grouped by module, newest version first. */
export function sortModules(rows: readonly ModuleVersion[]): ModuleVersion[] {
  return [...rows].sort((a, b) => a.name.localeCompare(b.name) || compareVersions(b.version, a.version));
}

/** The rows the module's name cell spans: all its versions on the first, none on the others. */
export function nameRowSpan(rows: readonly ModuleVersion[], index: number): number {
  const name = rows[index]?.name;
  if (index > 0 && rows[index - 1]?.name === name) return 0;
  let span = 1;
  while (rows[index + span]?.name === name) span += 1;
  return span;
}
