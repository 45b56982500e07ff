// An e-mail address wraps only after its @ and dots, never inside a word (tiles and the profile card
// are narrow); other text is shown as it is.
export const WrappableText = ({ text }: { text: string }) => {
  if (!text.includes('@')) return text;
  const parts = text.split(/(?<=[@.])/);
  return parts.map((part, index) => (
    // The parts of one address never change order.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <span key={index}>
      {part}
      {index < parts.length - 1 && <wbr />}
    </span>
  ));
};
