import Spin from 'antd/es/spin';
import { useState } from 'react';

/** A menu of type InnerLink: the external address in an iframe inside the layout. */
export default function InnerLinkPage({ src }: { src: string }) {
  const [loading, setLoading] = useState(true);
  return (
    <Spin spinning={loading}>
      <iframe
        key={src}
        title={src}
        src={src}
        onLoad={() => setLoading(false)}
        style={{ border: 0, width: '100%', height: 'calc(100vh - 124px)', display: 'block' }}
        data-testid="inner-link-frame"
      />
    </Spin>
  );
}
