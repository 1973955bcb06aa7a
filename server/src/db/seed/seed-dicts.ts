import type { Queryable } from '../client';
import { sysDictData, sysDictType } from '../schema/sys-dict';
import { dictSeeds } from './dict-data';

/** Inserts missing dictionary types and entries; existing rows (maybe edited) stay. */
export async function seedDicts(db: Queryable): Promise<void> {
  await db
    .insert(sysDictType)
    .values(
      dictSeeds.map((dict) => ({
        dictName: dict.name[0],
        dictNameEn: dict.name[1],
        dictNameLo: dict.name[2],
        dictType: dict.type,
        createBy: 'admin',
      })),
    )
    .onConflictDoNothing({ target: sysDictType.dictType });
  await db
    .insert(sysDictData)
    .values(
      dictSeeds.flatMap((dict) =>
        dict.items.map((item, index) => ({
          dictSort: index + 1,
          dictLabel: item.label[0],
          dictLabelEn: item.label[1],
          dictLabelLo: item.label[2],
          dictValue: item.value,
          dictType: dict.type,
          listClass: item.listClass ?? 'default',
          isDefault: item.isDefault ? 'Y' : 'N',
          createBy: 'admin',
        })),
      ),
    )
    .onConflictDoNothing({ target: [sysDictData.dictType, sysDictData.dictValue] });
}
