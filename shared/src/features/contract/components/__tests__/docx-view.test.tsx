import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '../../../i18n/i18n';
import type { DocxRenderer } from '../../types/docx-renderer';
import { DocxView } from '../docx-view';

beforeAll(async () => {
  await changeLanguage('lo');
});

/** Draws the blob's text as a page, the way docx-preview fills the container it is given. */
const pageRenderer: DocxRenderer = {
  async renderAsync(data, body) {
    const page = document.createElement('section');
    page.className = 'docx';
    page.textContent = await new Promise<string>((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result));
      reader.readAsText(data);
    });
    body.append(page);
  },
};

it('says it is opening the document, then draws it', async () => {
  let resolve: (blob: Blob) => void = () => {};
  const load = () => new Promise<Blob>((done) => (resolve = done));
  render(<DocxView load={load} renderer={async () => pageRenderer} />);
  expect(screen.getByRole('status')).toHaveTextContent('ກຳລັງເປີດເອກະສານ');
  await act(async () => resolve(new Blob(['ສັນຍາເຊົ່າເຮືອນ'])));
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  expect(screen.getByText('ສັນຍາເຊົ່າເຮືອນ')).toBeVisible();
  expect(screen.queryByRole('alert')).toBeNull();
});

it('shows a translated error with a retry that asks for the document again', async () => {
  let calls = 0;
  const load = async () => {
    calls += 1;
    if (calls === 1) throw new Error('offline');
    return new Blob(['Lease agreement']);
  };
  render(<DocxView load={load} renderer={async () => pageRenderer} />);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('ບໍ່ສາມາດສະແດງເອກະສານໄດ້');
  await userEvent.click(screen.getByRole('button', { name: 'ລອງໃໝ່' }));
  expect(await screen.findByText('Lease agreement')).toBeInTheDocument();
  expect(calls).toBe(2);
  expect(screen.queryByRole('alert')).toBeNull();
});

it('fails visibly when the renderer cannot read the file', async () => {
  const broken: DocxRenderer = {
    renderAsync: async () => {
      throw new Error('not a zip');
    },
  };
  render(<DocxView load={async () => new Blob(['x'])} renderer={async () => broken} />);
  expect(await screen.findByTestId('docx-view-failed')).toBeInTheDocument();
});
