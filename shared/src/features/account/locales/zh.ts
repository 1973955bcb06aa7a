import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  passwordHint: '至少 8 个字符，包含字母和数字，且至少包含一个特殊字符',
};

export default zh;
