/**
 * RuoYi's audit columns as the server sends them on a row an administrator made and nobody has
 * changed since; a fixture spreads them in (`{ postId: 3, postName: 'Sales agent', ...AUDIT_FIELDS }`).
 */
export const AUDIT_FIELDS = {
  createBy: 'admin',
  createTime: '2026-01-02 09:00:00',
  updateBy: '',
  updateTime: null,
  remark: null,
};
