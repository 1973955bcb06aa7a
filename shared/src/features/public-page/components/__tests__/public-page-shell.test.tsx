import { fireEvent, render, screen } from '@testing-library/react';
import { changeLanguage, getLanguage } from '../../../i18n/i18n';
import { AgentContact } from '../agent-contact';
import { FactList } from '../fact-list';
import { PublicPageShell, type PublicPageState } from '../public-page-shell';

const TEXTS = { notAvailable: 'Gone', notAvailableHint: 'Not listed', loadFailed: 'Failed', retry: 'Again' };

function shell(state: PublicPageState, onRetry = jest.fn()) {
  return render(
    <PublicPageShell state={state} texts={TEXTS} onRetry={onRetry} className="public-x">
      <p>the content</p>
    </PublicPageShell>,
  );
}

beforeEach(async () => {
  await changeLanguage('en');
});

it('shows the content only when ready', () => {
  shell('ready');
  expect(screen.getByTestId('public-page-content')).toHaveTextContent('the content');
});

it('says not available, with no content and no retry', () => {
  shell('not-available');
  expect(screen.getByText('Gone')).toBeInTheDocument();
  expect(screen.getByText('Not listed')).toBeInTheDocument();
  expect(screen.queryByText('the content')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Again' })).toBeNull();
});

it('offers a retry when loading failed', () => {
  const onRetry = jest.fn();
  shell('failed', onRetry);
  expect(screen.getByText('Failed')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Again' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('the content')).toBeNull();
});

it('switches the language from its switch', async () => {
  shell('loading');
  expect(screen.queryByTestId('public-page-content')).toBeNull();
  fireEvent.click(screen.getByText('中文'));
  await screen.findByText('English');
  expect(getLanguage()).toBe('zh');
});

it('links the agent phone to a call and to WhatsApp with the title as the message', () => {
  render(
    <AgentContact
      heading="Agent"
      name="Noy"
      note="WhatsApp"
      phone="+856 20 5555 1234"
      message="Villa 187 m²"
      texts={{ call: 'Call', whatsapp: 'WhatsApp chat' }}
    />,
  );
  expect(screen.getByRole('link', { name: /Call \+856 20 5555 1234/ })).toHaveAttribute(
    'href',
    'tel:+8562055551234',
  );
  expect(screen.getByRole('link', { name: /WhatsApp chat/ })).toHaveAttribute(
    'href',
    `https://wa.me/8562055551234?text=${encodeURIComponent('Villa 187 m²')}`,
  );
});

it('shows no agent section without a name or phone, and leaves out empty facts', () => {
  const { container } = render(
    <>
      <AgentContact heading="Agent" message="x" texts={{ call: 'Call', whatsapp: 'WA' }} />
      <FactList
        className="facts"
        facts={[
          ['a', 'Area', '187 m²'],
          ['b', 'Village', null],
          ['c', 'Code', ''],
        ]}
      />
    </>,
  );
  expect(screen.queryByText('Agent')).toBeNull();
  expect(container.querySelectorAll('dt')).toHaveLength(1);
  expect(screen.getByText('187 m²')).toBeInTheDocument();
});
