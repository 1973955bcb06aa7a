import { statusField } from '../status-field';

describe('statusField', () => {
  it('is a filtered dictionary column, card line and radio input starting at 0', () => {
    expect(statusField('post.fields.status', 'sys_normal_disable')).toEqual({
      key: 'status',
      label: 'post.fields.status',
      type: 'dict',
      dict: 'sys_normal_disable',
      card: true,
      column: { width: 100 },
      search: true,
      form: { initialValue: '0', radio: true },
    });
  });

  it("takes the screen's own key, column and card line", () => {
    expect(
      statusField('link.fields.visible', 'sys_show_hide', {
        key: 'visible',
        card: false,
        column: { width: 90 },
      }),
    ).toEqual({
      key: 'visible',
      label: 'link.fields.visible',
      type: 'dict',
      dict: 'sys_show_hide',
      card: false,
      column: { width: 90 },
      search: true,
      form: { initialValue: '0', radio: true },
    });
  });
});
