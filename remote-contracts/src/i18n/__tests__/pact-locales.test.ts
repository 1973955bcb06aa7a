import { describeTranslatedNamespace } from '@agency/shared/testing/locale-texts';
import { pactLocales } from '../pact-locales';

describeTranslatedNamespace('pact', pactLocales);
