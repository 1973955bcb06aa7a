import type { Narrowed, WireRow } from '@agency/shared/api/wire';

/** One line of the modules' history (`GET /system/module/events` rows); `messages` translated. */
export type ModuleEvent = Narrowed<
  WireRow<'/system/module/events', 'get'>,
  { action: 'publish' | 'refuse' | 'activate' | 'rollback' }
>;
