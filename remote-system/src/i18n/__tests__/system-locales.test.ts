import { describeTranslatedNamespace } from '@agency/shared/testing/locale-texts';
import { systemLocales } from '../system-locales';

describeTranslatedNamespace('system', systemLocales);
