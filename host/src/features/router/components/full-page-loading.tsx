import Spin from 'antd/es/spin';

/** Shown while the session or a lazily loaded screen is on its way. */
export function FullPageLoading() {
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '60vh' }}
      data-testid="full-page-loading"
    >
      <Spin size="large" />
    </div>
  );
}
