import type { MessagesOf } from '../../i18n/types/language';
import type en from './en';

const zh: MessagesOf<typeof en> = {
  formatError: '文件格式不正确，请上传{{types}}格式文件！',
  sizeError: '上传文件大小不能超过 {{size}} MB！',
  countError: '上传文件数量不能超过 {{limit}} 个！',
  tip: '请上传大小不超过 {{size}} MB，格式为 {{types}} 的文件',
  uploading: '正在上传，请稍候...',
  uploadSuccess: '上传成功',
  imageFailed: '上传图片失败',
  fileFailed: '上传文件失败，请重试',
  videoFailed: '视频上传失败',
  selectImage: '上传图片',
  selectFile: '选取文件',
  selectVideo: '选择视频',
  remove: '删除',
};

export default zh;
