import PhoneOutlined from '@ant-design/icons-svg/lib/asn/PhoneOutlined';
import WhatsAppOutlined from '@ant-design/icons-svg/lib/asn/WhatsAppOutlined';
import { PublicLinkButton } from '../../public-ui/components/public-button';

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
      <hr className="pui-divider" />
      <h5>{heading}</h5>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {name && <span className="pui-strong">{name}</span>}
        {note && <span className="pui-secondary">{note}</span>}
        {phone && (
          <div className="pui-row">
            <PublicLinkButton variant="primary" icon={PhoneOutlined} href={`tel:${phone.replace(/\s/g, '')}`}>
              {texts.call} {phone}
            </PublicLinkButton>
            <PublicLinkButton
              icon={WhatsAppOutlined}
              href={`https://wa.me/${digitsOf(phone)}?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {texts.whatsapp}
            </PublicLinkButton>
          </div>
        )}
      </div>
    </section>
  );
}
