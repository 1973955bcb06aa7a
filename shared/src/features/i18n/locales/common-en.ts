import accountEn from '../../account/locales/en';
import editorEn from '../../editor/locales/en';
import imagePreviewEn from '../../image-preview/locales/en';
import requestEn from '../../request/locales/en';
import resourceEn from '../../resource/locales/en';
import tableEn from '../../table/locales/en';
import uploadEn from '../../upload/locales/en';
import en from './en';

/** The `common` namespace in English: shared's own words plus one group per shared feature. */
const commonEn = {
  ...en,
  request: requestEn,
  table: tableEn,
  resource: resourceEn,
  upload: uploadEn,
  imagePreview: imagePreviewEn,
  editor: editorEn,
  account: accountEn,
};

export default commonEn;
