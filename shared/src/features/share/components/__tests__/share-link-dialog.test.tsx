import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockNotifier } from '../../../../testing/mock-notifier';
import { changeLanguage, registerNamespace } from '../../../i18n/i18n';
import { setNotifier } from '../../../request/api/notifier';
import { tiktokShareUrl, whatsappShareUrl } from '../../utils/share-links';
import { ShareLinkDialog } from '../share-link-dialog';

const notifier = createMockNotifier();

beforeAll(async () => {
  setNotifier(notifier);
  registerNamespace('screen', {
    en: {},
    zh: {},
    lo: {
      house: {
        share: { wechatHint: 'Scan the house', facebookFormat: 'Bad cover', facebookSize: 'Big cover' },
      },
    },
  });
  await changeLanguage('lo');
});

const texts = { ns: 'screen', keyPrefix: 'house.share' };

it("shows the kit's texts with the caller's, the warning, and copies the link", async () => {
  const writeText = jest.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <ShareLinkDialog
      title="Share"
      url="https://agency.example/house/detail/2"
      text="Villa"
      warning="Not listed"
      texts={texts}
      qrTestId="share-qr"
      onClose={() => {}}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Not listed');
  expect(dialog).toHaveTextContent('Scan the house');
  expect(screen.getByLabelText('ລິ້ງສາທາລະນະ')).toHaveValue('https://agency.example/house/detail/2');
  expect(screen.getByTestId('share-qr')).toBeInTheDocument();
  const url = 'https://agency.example/house/detail/2';
  expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
    'href',
    whatsappShareUrl('Villa', url),
  );
  expect(screen.getByRole('link', { name: /TikTok/ })).toHaveAttribute('href', tiktokShareUrl('Villa', url));
  await userEvent.click(screen.getByRole('button', { name: /ສຳເນົາລິ້ງ/ }));
  await waitFor(() => expect(notifier.success).toHaveBeenCalledWith('ສຳເນົາລິ້ງແລ້ວ'));
  expect(writeText).toHaveBeenCalledWith('https://agency.example/house/detail/2');
});

it("says in the caller's words why Facebook cannot show the cover", async () => {
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  render(
    <ShareLinkDialog
      title="Share"
      url="https://agency.example/house/detail/2"
      text="Villa"
      image="/profile/upload/cover.bmp"
      texts={texts}
      onClose={() => {}}
    />,
  );
  await userEvent.click(await screen.findByRole('button', { name: /Facebook/ }));
  await waitFor(() => expect(notifier.error).toHaveBeenCalledWith('Bad cover'));
  expect(screen.queryByRole('alert')).toBeNull();
  open.mockRestore();
});
