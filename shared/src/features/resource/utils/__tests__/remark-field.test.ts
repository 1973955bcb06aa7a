import { remarkField } from '../remark-field';

describe('remarkField', () => {
  it('is a two-line text area with a hidden column', () => {
    expect(remarkField('post.fields.remark')).toEqual({
      key: 'remark',
      label: 'post.fields.remark',
      type: 'textarea',
      column: { hidden: true },
      form: { props: { rows: 2 } },
    });
  });

  it("takes the screen's own column and input", () => {
    expect(
      remarkField('user.fields.remark', { column: false, form: { props: { rows: 3 }, span: 24 } }),
    ).toEqual({
      key: 'remark',
      label: 'user.fields.remark',
      type: 'textarea',
      column: false,
      form: { props: { rows: 3 }, span: 24 },
    });
  });
});
