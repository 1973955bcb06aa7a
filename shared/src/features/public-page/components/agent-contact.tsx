import { PhoneOutlined, WhatsAppOutlined } from '@ant-design/icons';
import Button from 'antd/es/button';
import Divider from 'antd/es/divider';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';

export interface AgentContactProps {
  /** The section's heading ("Agent"). */
  heading: string;
  name?: string | null;
  /** A line under the name (how to reach them). */
  note?: string | null;
  phone?: string | null;
  /** The WhatsApp message's text (the record's title). */
  message: string;
  texts: { call: string; whatsapp: string };
}

/** Digits only, for wa.me links ("+856 20 5555 1234" -> "8562055551234"). */
export const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** The agent of a public house or car: name, and call and WhatsApp buttons for the phone. */
export function AgentContact({ heading, name, note, phone, message, texts }: AgentContactProps) {
  if (!name && !phone) return null;
  return (
    <section>
      <Divider />
      <Typography.Title level={5}>{heading}</Typography.Title>
      <Flex vertical gap={8}>
        {name && <Typography.Text strong>{name}</Typography.Text>}
        {note && <Typography.Text type="secondary">{note}</Typography.Text>}
        {phone && (
          <Flex gap={8} wrap>
            <Button type="primary" icon={<PhoneOutlined />} href={`tel:${phone.replace(/\s/g, '')}`}>
              {texts.call} {phone}
            </Button>
            <Button
              icon={<WhatsAppOutlined />}
              href={`https://wa.me/${digitsOf(phone)}?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {texts.whatsapp}
            </Button>
          </Flex>
        )}
      </Flex>
    </section>
  );
}
