import type { ResourceTexts } from '../types/resource-definition';

/** A group of the kit's texts a screen words itself; `loadFailed` every screen words. */
export type ResourceTextSet = 'add' | 'edit' | 'delete' | 'deleteMany' | 'deleteTitle' | 'export' | 'empty';

const SETS: Record<ResourceTextSet, readonly (keyof ResourceTexts)[]> = {
  add: ['addTitle', 'addSuccess'],
  edit: ['editTitle', 'editSuccess'],
  delete: ['deleteOne', 'deleteSuccess'],
  deleteMany: ['deleteMany', 'selectToDelete'],
  deleteTitle: ['deleteTitle'],
  export: ['exportFileName'],
  empty: ['empty'],
};

/** In the `grouped` layout: the texts of a dialog (titles, confirms); the others are messages. */
const DIALOG_KEYS: ReadonlySet<keyof ResourceTexts> = new Set([
  'addTitle',
  'editTitle',
  'deleteTitle',
  'deleteOne',
  'deleteMany',
  'filterTitle',
]);

export interface ResourceTextsOptions {
  /** `<prefix>.dialog.<key>` and `<prefix>.messages.<key>` (house, vehicle) instead of `<prefix>.<key>` (system). */
  grouped?: boolean;
  /** Keys that break the convention (a text shared with another screen, a set only in part). */
  own?: ResourceTexts;
}

/**
 * A screen's `texts` by the key convention its locale follows, so a definition names only
 * its prefix, which groups it words (a screen without a locale key keeps the kit's generic
 * text) and what differs.
 */
export function resourceTexts(
  prefix: string,
  sets: readonly ResourceTextSet[],
  { grouped = false, own = {} }: ResourceTextsOptions = {},
): ResourceTexts {
  const keyOf = (key: keyof ResourceTexts) =>
    grouped ? `${prefix}.${DIALOG_KEYS.has(key) ? 'dialog' : 'messages'}.${key}` : `${prefix}.${key}`;
  const keys = ['loadFailed' as const, ...sets.flatMap((set) => SETS[set])];
  return { ...Object.fromEntries(keys.map((key) => [key, keyOf(key)])), ...own };
}
