import { resolveFileUrl } from '../../upload/utils/file-paths';

/** The videos of a public house or car under their heading; nothing when there are none. */
export function PublicVideos({ heading, paths }: { heading: string; paths: readonly string[] }) {
  if (paths.length === 0) return null;
  return (
    <section>
      <h5>{heading}</h5>
      {paths.map((path) => (
        // biome-ignore lint/a11y/useMediaCaption: agents' own clips have no captions.
        <video key={path} src={resolveFileUrl(path)} controls preload="metadata" style={{ width: '100%' }} />
      ))}
    </section>
  );
}
