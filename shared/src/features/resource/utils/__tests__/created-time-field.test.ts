import { createdTimeField } from '../created-time-field';

describe('createdTimeField', () => {
  it('is a read-only date-time column of createTime by default', () => {
    expect(createdTimeField('post.fields.createTime')).toEqual({
      key: 'createTime',
      label: 'post.fields.createTime',
      type: 'datetime',
      column: { width: 170 },
      form: false,
    });
  });

  it("takes the screen's own key, column, filter and card line", () => {
    expect(
      createdTimeField('contract.columns.createdAt', {
        key: 'createdAt',
        card: true,
        column: { width: 180 },
        search: { mode: 'dateRange' },
      }),
    ).toEqual({
      key: 'createdAt',
      label: 'contract.columns.createdAt',
      type: 'datetime',
      card: true,
      column: { width: 180 },
      search: { mode: 'dateRange' },
      form: false,
    });
  });
});
