import { ActionButton } from '@agency/shared/features/resource/components/action-button';
import { DeleteOutlined } from '@ant-design/icons';

/**
 * The bin of a store's or a key's row: confirms, clears and says so. Its click stays
 * out of the row's own click, which picks the row.
 */
export function ClearEntryButton({
  label,
  question,
  clear,
}: {
  label: string;
  question: string;
  clear: () => Promise<{ msg?: string }>;
}) {
  return (
    <span onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()}>
      <ActionButton
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={label}
        confirm={{ title: label, content: question }}
        action={async () => (await clear()).msg}
      >
        {null}
      </ActionButton>
    </span>
  );
}
