import accountLo from '../../account/locales/lo';
import editorLo from '../../editor/locales/lo';
import imagePreviewLo from '../../image-preview/locales/lo';
import requestLo from '../../request/locales/lo';
import resourceLo from '../../resource/locales/lo';
import tableLo from '../../table/locales/lo';
import uploadLo from '../../upload/locales/lo';
import lo from './lo';

/** The `common` namespace in Lao: shared's own words plus one group per shared feature. */
const commonLo = {
  ...lo,
  request: requestLo,
  table: tableLo,
  resource: resourceLo,
  upload: uploadLo,
  imagePreview: imagePreviewLo,
  editor: editorLo,
  account: accountLo,
};

export default commonLo;
