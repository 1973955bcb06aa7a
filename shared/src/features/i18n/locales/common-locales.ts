import accountEn from '../../account/locales/en';
import accountLo from '../../account/locales/lo';
import accountZh from '../../account/locales/zh';
import editorEn from '../../editor/locales/en';
import editorLo from '../../editor/locales/lo';
import editorZh from '../../editor/locales/zh';
import imagePreviewEn from '../../image-preview/locales/en';
import imagePreviewLo from '../../image-preview/locales/lo';
import imagePreviewZh from '../../image-preview/locales/zh';
import requestEn from '../../request/locales/en';
import requestLo from '../../request/locales/lo';
import requestZh from '../../request/locales/zh';
import resourceEn from '../../resource/locales/en';
import resourceLo from '../../resource/locales/lo';
import resourceZh from '../../resource/locales/zh';
import tableEn from '../../table/locales/en';
import tableLo from '../../table/locales/lo';
import tableZh from '../../table/locales/zh';
import uploadEn from '../../upload/locales/en';
import uploadLo from '../../upload/locales/lo';
import uploadZh from '../../upload/locales/zh';
import en from './en';
import lo from './lo';
import zh from './zh';

/** The `common` namespace: shared's own words plus one group per shared feature. */
export const commonLocales = {
  zh: {
    ...zh,
    request: requestZh,
    table: tableZh,
    resource: resourceZh,
    upload: uploadZh,
    imagePreview: imagePreviewZh,
    editor: editorZh,
    account: accountZh,
  },
  en: {
    ...en,
    request: requestEn,
    table: tableEn,
    resource: resourceEn,
    upload: uploadEn,
    imagePreview: imagePreviewEn,
    editor: editorEn,
    account: accountEn,
  },
  lo: {
    ...lo,
    request: requestLo,
    table: tableLo,
    resource: resourceLo,
    upload: uploadLo,
    imagePreview: imagePreviewLo,
    editor: editorLo,
    account: accountLo,
  },
};
