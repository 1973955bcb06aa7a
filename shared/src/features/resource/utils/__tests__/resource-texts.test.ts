import { resourceTexts } from '../resource-texts';

describe('resourceTexts', () => {
  it('names the chosen groups and the load failure under one prefix', () => {
    expect(resourceTexts('user', ['add', 'edit', 'delete', 'deleteMany', 'deleteTitle', 'export'])).toEqual({
      addTitle: 'user.addTitle',
      addSuccess: 'user.addSuccess',
      editTitle: 'user.editTitle',
      editSuccess: 'user.editSuccess',
      deleteTitle: 'user.deleteTitle',
      deleteOne: 'user.deleteOne',
      deleteMany: 'user.deleteMany',
      deleteSuccess: 'user.deleteSuccess',
      selectToDelete: 'user.selectToDelete',
      loadFailed: 'user.loadFailed',
      exportFileName: 'user.exportFileName',
    });
  });

  it('leaves out the groups not chosen, so the kit words them', () => {
    expect(resourceTexts('online', [])).toEqual({ loadFailed: 'online.loadFailed' });
  });

  it('puts dialog texts under .dialog and the others under .messages when grouped', () => {
    expect(resourceTexts('car', ['add', 'delete', 'deleteMany', 'empty'], { grouped: true })).toEqual({
      addTitle: 'car.dialog.addTitle',
      addSuccess: 'car.messages.addSuccess',
      deleteOne: 'car.dialog.deleteOne',
      deleteMany: 'car.dialog.deleteMany',
      deleteSuccess: 'car.messages.deleteSuccess',
      selectToDelete: 'car.messages.selectToDelete',
      loadFailed: 'car.messages.loadFailed',
      empty: 'car.messages.empty',
    });
  });

  it("takes the screen's own keys over the convention", () => {
    expect(resourceTexts('dict.type', ['add'], { own: { addSuccess: 'dict.addSuccess' } })).toEqual({
      addTitle: 'dict.type.addTitle',
      addSuccess: 'dict.addSuccess',
      loadFailed: 'dict.type.loadFailed',
    });
  });
});
