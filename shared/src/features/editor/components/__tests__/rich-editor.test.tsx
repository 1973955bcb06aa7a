import { act, render } from '@testing-library/react';
import { changeLanguage } from '../../../i18n/i18n';
import { EDITOR_HEIGHT, RichEditor } from '../rich-editor';

beforeAll(async () => {
  await changeLanguage('en');
});

it('renders wangEditor 600 px high with the given HTML', async () => {
  const { container } = render(<RichEditor value="<p>Contract body</p>" />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(EDITOR_HEIGHT).toBe(600);
  const area = container.querySelector<HTMLElement>('[data-w-e-textarea], .w-e-text-container');
  expect(area).not.toBeNull();
  expect(container.textContent).toContain('Contract body');
  expect(
    [...container.querySelectorAll<HTMLElement>('div')].some((div) => div.style.height === '600px'),
  ).toBe(true);
});

it('shows a nested table read-only instead of flattening it', async () => {
  const html =
    '<table><tbody><tr><td><p><strong>Details</strong></p><table><tbody><tr><td><p>HL-0042</p></td></tr></tbody></table></td></tr></tbody></table>';
  const { getByTestId } = render(<RichEditor value={html} />);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const locked = getByTestId('editor-locked-html');
  expect(locked).toHaveAttribute('contenteditable', 'false');
  expect(locked).toHaveAttribute('title', expect.stringContaining('Word'));
  expect(locked.querySelectorAll('table')).toHaveLength(2);
  expect(locked.querySelector('strong')).toHaveTextContent('Details');
});
