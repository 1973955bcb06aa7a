import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { lazyPage } from '../lazy-page';

describe('lazyPage', () => {
  it('shows the full-page spinner until the module is there, then the page', async () => {
    const Page = lazyPage(async () => ({ default: ({ name }: { name: string }) => <p>HELLO {name}</p> }));
    render(<Page name="A" />);
    expect(screen.getByTestId('full-page-loading')).toBeInTheDocument();
    expect(await screen.findByText('HELLO A')).toBeInTheDocument();
  });

  it('draws the page in its first render once preloaded, and loads the module once', async () => {
    const load = jest.fn(async () => ({ default: () => <p>PRELOADED</p> }));
    const Page = lazyPage(load);
    await Page.preload();
    render(<Page />);
    expect(screen.getByText('PRELOADED')).toBeInTheDocument();
    expect(screen.queryByTestId('full-page-loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed preload', async () => {
    const load = jest
      .fn<Promise<{ default: () => ReactElement }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: () => <p>BACK</p> });
    const Page = lazyPage(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await Page.preload();
    render(<Page />);
    expect(screen.getByText('BACK')).toBeInTheDocument();
  });
});
