/** A free text of a public house or car (its description) under its heading, line breaks kept. */
export function PublicTextSection({ heading, text }: { heading: string; text?: string | null }) {
  if (!text) return null;
  return (
    <section>
      <h5>{heading}</h5>
      <p style={{ whiteSpace: 'pre-wrap' }}>{text}</p>
    </section>
  );
}
