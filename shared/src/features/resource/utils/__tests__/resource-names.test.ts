import { resourceNames } from '../resource-names';

describe('resourceNames', () => {
  it('names the column-settings key, namespace and permission prefix from the app and module', () => {
    expect(resourceNames('system', 'notice')).toEqual({
      key: 'system.notice',
      ns: 'system',
      permission: 'system:notice',
    });
  });
});
