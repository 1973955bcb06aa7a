/** RuoYi's status flag of users, roles, jobs and the like: '0' on (normal), '1' off (disabled, paused). */
export type EnableStatus = '0' | '1';
