import { Space, Tag } from 'antd';

/** How many placeholder tags a row shows before "+n". */
const SHOWN = 6;

/** A template's placeholders as tags, the first few and a count of the rest. */
export function TemplatePlaceholders({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <>-</>;
  return (
    <Space size={[4, 4]} wrap>
      {names.slice(0, SHOWN).map((name) => (
        <Tag key={name}>{name}</Tag>
      ))}
      {names.length > SHOWN ? <Tag>+{names.length - SHOWN}</Tag> : null}
    </Space>
  );
}
