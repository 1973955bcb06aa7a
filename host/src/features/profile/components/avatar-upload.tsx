import { useAppDispatch } from '@agency/shared/features/store/hooks/typed-hooks';
import { setAvatar } from '@agency/shared/features/store/slices/session-slice';
import { CameraOutlined } from '@ant-design/icons';
import { App, Spin, Upload } from 'antd';
import ImgCrop from 'antd-img-crop';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar';
import { HOST_NAMESPACE } from '../../../utils/host-namespace';
import { useUploadAvatarMutation } from '../api/profile-api';
import { AVATAR_MAX_BYTES, checkAvatarFile } from '../utils/avatar-file';

/**
 * The avatar; a click picks an image, a dialog crops it to a circle (zoom, rotate), and
 * the cropped picture is uploaded and shown everywhere at once (RuoYi's cropper).
 */
export function AvatarUpload({ avatar }: { avatar: string }) {
  const { t } = useTranslation(HOST_NAMESPACE, { keyPrefix: 'profile' });
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const [upload, { isLoading }] = useUploadAvatarMutation();

  // The picked file is checked before the crop dialog opens, the cropped one before it goes.
  const accepted = (file: File) => {
    const problem = checkAvatarFile(file);
    if (problem === 'type') void message.error(t('avatarType'));
    if (problem === 'size') void message.error(t('avatarSize', { mb: AVATAR_MAX_BYTES / 1024 / 1024 }));
    return problem === null;
  };

  return (
    <ImgCrop
      cropShape="round"
      aspect={1}
      rotationSlider
      showReset
      quality={0.9}
      modalTitle={t('avatarCropTitle')}
      modalOk={t('avatarCropOk')}
      modalCancel={t('avatarCropCancel')}
      resetText={t('avatarCropReset')}
      modalClassName="avatar-crop-dialog"
      beforeCrop={(file) => accepted(file)}
    >
      <Upload
        accept="image/png,image/jpeg,image/gif,image/webp"
        showUploadList={false}
        beforeUpload={(file) => (accepted(file) ? true : Upload.LIST_IGNORE)}
        customRequest={async ({ file, onSuccess, onError }) => {
          try {
            const url = await upload(file as File).unwrap();
            if (url) dispatch(setAvatar(url));
            void message.success(t('avatarDone'));
            onSuccess?.(url);
          } catch (error) {
            onError?.(error as Error);
          }
        }}
      >
        <Spin spinning={isLoading}>
          <div className="profile-avatar" title={t('avatarChange')} data-testid="avatar-upload">
            <UserAvatar avatar={avatar} size={100} />
            <span className="profile-avatar-mask">
              <CameraOutlined />
            </span>
          </div>
        </Spin>
      </Upload>
    </ImgCrop>
  );
}
