import type { Narrowed, WireBody, WireRow } from '@agency/shared/api/wire';
import type { EnableStatus } from '@agency/shared/features/resource/types/enable-status';

/** A dictionary type as `/system/dict/type` sends it; names in Chinese, English and Lao. */
export type DictTypeRow = Narrowed<WireRow<'/system/dict/type/list', 'get'>, { status: EnableStatus }>;

export type DictTypeInput = Partial<WireBody<'/system/dict/type', 'post'>> & { dictId?: number };

/** A dictionary entry as `/system/dict/data` sends it; labels in Chinese, English and Lao. */
export type DictDataRow = Narrowed<
  WireRow<'/system/dict/data/list', 'get'>,
  { isDefault: 'Y' | 'N'; status: EnableStatus }
>;

export type DictDataInput = Partial<WireBody<'/system/dict/data', 'post'>> & { dictCode?: number };
