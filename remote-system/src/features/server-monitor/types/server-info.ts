import type { WireData } from '@agency/shared/api/wire';

/** `GET /monitor/server`: RuoYi's fields (`jvm` is the Node process) and our database part. */
export type ServerInfo = WireData<'/monitor/server', 'get'>;
