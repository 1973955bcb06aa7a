import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';

export interface DealPeriodItemsProps {
  /**
   * The caller's texts by key: `startDate`, `endDate` (labels), `startRequired`,
   * `endRequired`, `endAfterStart` (messages).
   */
  text: (key: 'startDate' | 'endDate' | 'startRequired' | 'endRequired' | 'endAfterStart') => string;
}

/**
 * A lease's `startDate` and `endDate` (dayjs values), both required, the end at least
 * a day after the start (spec section 5); each date input is labelled for screen readers.
 */
export function DealPeriodItems({ text }: DealPeriodItemsProps) {
  return (
    <>
      <Form.Item
        name="startDate"
        label={text('startDate')}
        rules={[{ required: true, message: text('startRequired') }]}
      >
        <DatePicker style={{ width: '100%' }} aria-label={text('startDate')} />
      </Form.Item>
      <Form.Item
        name="endDate"
        label={text('endDate')}
        dependencies={['startDate']}
        rules={[
          { required: true, message: text('endRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: Dayjs | undefined) => {
              const start = getFieldValue('startDate') as Dayjs | undefined;
              if (value && start && !value.isAfter(start, 'day')) throw new Error(text('endAfterStart'));
            },
          }),
        ]}
      >
        <DatePicker style={{ width: '100%' }} aria-label={text('endDate')} />
      </Form.Item>
    </>
  );
}
