/** One line of the modules' history (`GET /system/module/events` rows). */
export interface ModuleEvent {
  eventId: number;
  moduleName: string;
  version: string;
  action: 'publish' | 'refuse' | 'activate' | 'rollback';
  fromVersion: string | null;
  /** Check messages of a publish or refusal, translated. */
  messages: string[];
  operator: string;
  time: string | null;
}
