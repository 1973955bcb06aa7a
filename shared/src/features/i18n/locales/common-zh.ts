import accountZh from '../../account/locales/zh';
import editorZh from '../../editor/locales/zh';
import imagePreviewZh from '../../image-preview/locales/zh';
import requestZh from '../../request/locales/zh';
import resourceZh from '../../resource/locales/zh';
import tableZh from '../../table/locales/zh';
import uploadZh from '../../upload/locales/zh';
import zh from './zh';

/** The `common` namespace in Chinese: shared's own words plus one group per shared feature. */
const commonZh = {
  ...zh,
  request: requestZh,
  table: tableZh,
  resource: resourceZh,
  upload: uploadZh,
  imagePreview: imagePreviewZh,
  editor: editorZh,
  account: accountZh,
};

export default commonZh;
