import { fileNameOf, resolveFileUrl } from '@agency/shared/features/upload/utils/file-paths';
import { PlayCircleOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { videoPathsOf } from '../utils/video-paths';

/** A vehicle's videos as links (the `videos` cell: the kit's video cell takes one plain path). */
export function CarVideos({ value }: { value: string | null | undefined }) {
  const paths = videoPathsOf(value);
  if (paths.length === 0) return <>-</>;
  return (
    <Space direction="vertical" size={0}>
      {paths.map((path) => (
        <Typography.Link key={path} href={resolveFileUrl(path)} target="_blank" rel="noopener noreferrer">
          <PlayCircleOutlined /> {fileNameOf(path)}
        </Typography.Link>
      ))}
    </Space>
  );
}
