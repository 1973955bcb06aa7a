import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createAppStore } from '../../../store/create-app-store';
import { setUserInfo } from '../../../store/slices/session-slice';
import { Authorized } from '../authorized';

function renderWith(permissions: string[], roles: string[], ui: React.ReactNode) {
  const store = createAppStore();
  store.dispatch(setUserInfo({ name: 'staff', roles, permissions }));
  return render(<Provider store={store}>{ui}</Provider>);
}

afterEach(() => localStorage.clear());

it('renders its children when the user has the permission', () => {
  renderWith(
    ['system:user:add'],
    ['common'],
    <Authorized perms={['system:user:add']}>add button</Authorized>,
  );
  expect(screen.getByText('add button')).toBeInTheDocument();
});

it('renders nothing when lacking', () => {
  const { container } = renderWith(
    ['system:user:list'],
    ['common'],
    <Authorized perms={['system:user:add']}>add button</Authorized>,
  );
  expect(container).toBeEmptyDOMElement();
});

it('checks roles with any / all', () => {
  renderWith(
    [],
    ['house_staff'],
    <>
      <Authorized roles={['house_staff', 'vehicle_staff']}>any-ok</Authorized>
      <Authorized roles={['house_staff', 'vehicle_staff']} mode="all">
        all-ok
      </Authorized>
    </>,
  );
  expect(screen.getByText('any-ok')).toBeInTheDocument();
  expect(screen.queryByText('all-ok')).not.toBeInTheDocument();
});

it('shows the fallback when lacking', () => {
  renderWith([], ['common'], <Authorized roles={['admin']} fallback="no access" />);
  expect(screen.getByText('no access')).toBeInTheDocument();
});
